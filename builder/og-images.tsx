// PNG: social networks do not accept SVG.
import fs from "node:fs";
import path from "node:path";
import { ImageResponse } from "next/og";
import React from "react";
import { createI18n } from "../lib/i18n/copy.ts";
import { languages } from "../lib/i18n/languages.ts";
import { pageMeta, pages } from "../lib/pages.ts";
import { ogImagePath, ogImageSize } from "../lib/seo.ts";
import { settings } from "../lib/settings.ts";
import { tokens } from "../tailwind.config.ts";
import { cachedBytes, contentKey } from "./build-cache.ts";

const { brand } = tokens.colors;

const icon = `data:image/svg+xml;base64,${fs.readFileSync(path.join("public", settings.icon)).toString("base64")}`;

const drawing = contentKey(
  fs.readFileSync(import.meta.filename),
  fs.readFileSync(path.join("node_modules", "next", "package.json")),
  JSON.stringify({ icon, brand, size: ogImageSize, company: settings.companyName }),
);

function Card({ title, tagline }: { title: string; tagline: string }) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        width: "100%",
        height: "100%",
        padding: 80,
        background: `linear-gradient(135deg, ${brand[900]} 0%, ${brand[700]} 100%)`,
        color: "#fff",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page */}
        <img src={icon} width={72} height={72} alt="" />
        <span style={{ fontSize: 44, fontWeight: 700 }}>{settings.companyName}</span>
      </div>
      <div
        style={{
          display: "flex",
          fontSize: title.length > 60 ? 52 : 64,
          lineHeight: 1.15,
          maxWidth: 1000,
        }}
      >
        {title}
      </div>
      <div style={{ display: "flex", fontSize: 28, color: brand[100] }}>{tagline}</div>
    </div>
  );
}

export async function writeOgImages(outDir: string): Promise<number> {
  for (const lng of languages) {
    const copy = createI18n(lng);
    const tagline = copy.t("tagline", { ns: "common" });
    for (const page of pages()) {
      const { title } = pageMeta(copy, lng, page);
      const { bytes } = await cachedBytes(
        "og",
        `${contentKey(drawing, title, tagline)}.png`,
        async () => {
          const image = new ImageResponse(<Card title={title} tagline={tagline} />, ogImageSize);
          return new Uint8Array(await image.arrayBuffer());
        },
      );
      const file = path.join(outDir, ogImagePath(page.route, lng));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
    }
  }
  return languages.length * pages().length;
}
