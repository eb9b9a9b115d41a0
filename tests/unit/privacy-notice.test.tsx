// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { PrivacyNotice } from "../../components/layout/privacy-notice.tsx";
import {
  isNoticeDismissed,
  markNoticeDismissed,
  NOTICE_ID,
  noticeStorageKey,
} from "../../lib/notice.ts";

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.notice;
});

describe("PrivacyNotice", () => {
  it("says no cookies are used, in the page's language, in an open dialog", () => {
    render(<PrivacyNotice lng="fr" />);
    const notice = screen.getByRole("dialog", { name: "Information sur la confidentialité" });
    expect(notice).toHaveAttribute("open");
    expect(notice).toHaveTextContent("Ni cookie, ni mesure d’audience, ni traceur.");
  });

  it("closes with a dialog form's button, which needs no script", () => {
    render(<PrivacyNotice lng="en" />);
    const close = screen.getByRole("button", { name: "Close the privacy notice" });
    expect(close).toHaveAttribute("type", "submit");
    expect(close.closest("form")).toHaveAttribute("method", "dialog");
  });

  it("is remembered once closed (the head script's listener) and sets no cookie", () => {
    render(<PrivacyNotice lng="en" />);
    markNoticeDismissed(document, localStorage);
    expect(isNoticeDismissed(localStorage)).toBe(false);
    // What the browser does when the dialog's form is submitted.
    document.getElementById(NOTICE_ID)!.dispatchEvent(new Event("close"));
    expect(localStorage.getItem(noticeStorageKey)).toBe("1");
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
