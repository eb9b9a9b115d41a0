// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { PrivacyNotice } from "@/components/layout/privacy-notice";
import type { Language } from "@/lib/i18n/languages";
import { isNoticeDismissed, markNoticeDismissed, noticeStorageKey } from "@/lib/notice";
import { renderWithCopy } from "./render";

const notice = (lng: Language) => renderWithCopy(<PrivacyNotice />, lng, ["common"]);

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.notice;
});

describe("PrivacyNotice", () => {
  it("says no cookies are used, in the page's language", () => {
    notice("fr");
    expect(
      screen.getByRole("region", { name: "Information sur la confidentialité" }),
    ).toHaveTextContent("Ce site n’utilise aucun cookie");
  });

  it("closes, remembers it in localStorage and sets no cookie", async () => {
    notice("en");
    await userEvent.click(screen.getByRole("button", { name: "Close the privacy notice" }));
    expect(screen.queryByRole("region", { name: "Privacy notice" })).toBeNull();
    expect(localStorage.getItem(noticeStorageKey)).toBe("1");
    expect(isNoticeDismissed(localStorage)).toBe(true);
    expect(document.cookie).toBe("");
  });

  it("is hidden before paint on the next page once dismissed", () => {
    markNoticeDismissed(document, localStorage);
    expect(document.documentElement.dataset.notice).toBeUndefined();
    localStorage.setItem(noticeStorageKey, "1");
    markNoticeDismissed(document, localStorage);
    expect(document.documentElement.dataset.notice).toBe("dismissed");
  });
});
