/**
 * The Open Graph image of every page in both languages (out/og/{lng}/{route}.png), drawn at
 * build time with next/og from the page's own title, so a shared link shows what it is about.
 * Social networks do not accept SVG; these PNGs are ~30 KB each.
 */
import fs from "node:fs";
import path from "node:path";
import { ImageResponse } from "next/og";
import React from "react";
import { createI18n } from "../lib/i18n/copy";
import { languages } from "../lib/i18n/languages";
import { pageMeta, pages } from "../lib/pages";
import { ogImagePath, ogImageSize } from "../lib/seo";
import { settings } from "../lib/settings";
import { tokens } from "../tailwind.config";

const { brand, skin } = tokens.colors;

function Waves({ size }: { size: number }) {
  const wave = (y: number) => `M6 ${y}c3.3-2.6 6.7-2.6 10 0s6.7 2.6 10 0`;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="8" fill={brand[500]} />
      <path d={wave(12.5)} fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <path d={wave(18)} fill="none" stroke={skin[100]} strokeWidth="2.2" strokeLinecap="round" />
      <path d={wave(23.5)} fill="none" stroke={skin[300]} strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

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
        <Waves size={72} />
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
  let count = 0;
  for (const lng of languages) {
    const copy = createI18n(lng);
    const tagline = copy.t("tagline", { ns: "common" });
    for (const page of pages) {
      const { title } = pageMeta(copy, lng, page);
      const image = new ImageResponse(<Card title={title} tagline={tagline} />, ogImageSize);
      const file = path.join(outDir, ogImagePath(page.route, lng));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
      count += 1;
    }
  }
  return count;
}
