/**
 * The browser editor in the export (docs/decisions/0026-browser-editor.md): `out/admin.html`,
 * holding the configuration generated from the English locale files and the content schemas
 * (build/editor/config.ts), and `out/admin/`: Sveltia CMS bundled from its npm package with its
 * fonts and assets beside it, so the editor asks no other origin for anything but GitHub.
 * Public pages load none of it.
 */
import fs from "node:fs";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { editorSetup, type EditorBackend } from "./config";
import { EDITOR_PATH, editorPage } from "../../lib/cms/editor-page";
import { collections } from "../../lib/content/collections";
import { namespaces } from "../../lib/i18n/messages";
import { readBundle } from "../../lib/i18n/resources";
import { settings } from "../../lib/settings";

const cmsPackage = path.join("node_modules", "@sveltia", "cms");

/** What `CMS_GITHUB_REPO` falls back to when nothing names the repository: no GitHub account can
 * own it (a dot in the owner), so sign-in fails with "not found" instead of reaching a stranger's. */
export const UNSET_REPOSITORY = "unset.CMS_GITHUB_REPO/website";

/**
 * Where editors' changes go, from the build's environment (docs/editing.md, "Editing in the browser"):
 * `CMS_GITHUB_REPO` (`owner/name`; in GitHub Actions, the repository being built,
 * `GITHUB_REPOSITORY`), `CMS_GITHUB_BRANCH` (default `main`), and `CMS_AUTH_URL`, the sign-in's
 * authorize address when it is not the project's server on the site's own origin (another OAuth
 * client, such as sveltia-cms-auth). A bad value stops the build, naming the variable.
 */
export function editorBackend(env: NodeJS.ProcessEnv): EditorBackend & { repoFromEnv: boolean } {
  const given = (name: string) => env[name]?.trim() || undefined;
  const named = given("CMS_GITHUB_REPO") ?? given("GITHUB_REPOSITORY");
  const repo = named ?? UNSET_REPOSITORY;
  const branch = given("CMS_GITHUB_BRANCH") ?? "main";
  const authUrl = given("CMS_AUTH_URL");
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new Error(
      `CMS_GITHUB_REPO must name a GitHub repository as owner/name, not ${JSON.stringify(repo)}`,
    );
  if (!/^[\w./-]+$/.test(branch))
    throw new Error(`CMS_GITHUB_BRANCH must be a branch name, not ${JSON.stringify(branch)}`);
  if (authUrl !== undefined && !/^https?:\/\/[^/?#]+\/[^?#]*$/.test(authUrl))
    throw new Error(
      `CMS_AUTH_URL must be the sign-in's authorize address (https://host/path), not ${JSON.stringify(authUrl)}`,
    );
  return { repo, branch, ...(authUrl ? { authUrl } : {}), repoFromEnv: named !== undefined };
}

/**
 * Code highlighting (Shiki's 240 language grammars, 8 MB) serves only the code and rich-text
 * fields, which the configuration never uses: the grammars are left out, and a grammar asked
 * for would be an empty one, never a request elsewhere.
 */
const withoutGrammars: Plugin = {
  name: "without-grammars",
  setup(build) {
    build.onResolve({ filter: /^@shikijs\/langs\// }, () => ({
      path: "grammar",
      namespace: "without-grammars",
    }));
    build.onLoad({ filter: /.*/, namespace: "without-grammars" }, () => ({
      contents: "export default [];",
      loader: "js",
    }));
  },
};

/**
 * The package's stylesheet names its fonts on a CDN (jsDelivr) as well as beside the bundle:
 * the CDN's addresses are pointed at the copies beside the bundle, so no font is ever asked of
 * another origin. A font the package names that is not among its assets stops the build.
 */
function fontsBeside(assets: readonly string[]): Plugin {
  const cdnFont =
    /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+)(?::vf)?@[\d.]+\/([\w-]+)\.woff2/g;
  return {
    name: "fonts-beside",
    setup(build) {
      build.onLoad({ filter: /[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/ }, (args) => {
        const code = fs.readFileSync(args.path, "utf8");
        const contents = code.replace(cdnFont, (url, family: string, subset: string) => {
          const asset = assets.find((name) => name.startsWith(`${family}-${subset}-`));
          if (!asset) throw new Error(`The editor's font ${url} is not among the package's assets`);
          return `${EDITOR_PATH}/assets/${asset}`;
        });
        return { contents, loader: "js" };
      });
    },
  };
}

/** Writes the editor into the export; returns how many files it wrote. */
export async function writeEditor(
  outDir: string,
  { root = process.cwd(), env = process.env } = {},
): Promise<number> {
  const { repoFromEnv, ...backend } = editorBackend(env);
  if (!repoFromEnv)
    console.warn(
      'The browser editor\'s GitHub sign-in needs CMS_GITHUB_REPO (docs/editing.md, "Editing in the browser"); only local folders work without it.',
    );
  const setup = editorSetup({
    title: `${settings.companyName} editor`,
    english: Object.fromEntries(namespaces.map((ns) => [ns, readBundle("en", ns)])),
    collections,
    backend,
  });
  const dir = path.join(outDir, ...EDITOR_PATH.split("/"));
  fs.rmSync(dir, { recursive: true, force: true });
  // Fonts, the image decoder and encoders the package loads by URL; not the source maps.
  const assets = path.join(root, cmsPackage, "npm", "assets");
  const copied = fs.readdirSync(assets).filter((name) => !name.endsWith(".map"));
  // ES modules split at the package's own dynamic imports: what a field never uses (maps,
  // image conversion) loads only if ever needed. `import.meta.url` finds the assets beside.
  const result = await build({
    absWorkingDir: root,
    entryPoints: { editor: path.join(root, "lib", "cms", "editor.ts") },
    bundle: true,
    format: "esm",
    splitting: true,
    minify: true,
    target: "es2022",
    outdir: dir,
    chunkNames: "chunks/[name]-[hash]",
    legalComments: "eof",
    plugins: [withoutGrammars, fontsBeside(copied)],
    metafile: true,
    logLevel: "warning",
  });
  fs.mkdirSync(path.join(dir, "assets"));
  for (const name of copied)
    fs.copyFileSync(path.join(assets, name), path.join(dir, "assets", name));
  fs.copyFileSync(path.join(root, cmsPackage, "LICENSE.txt"), path.join(dir, "LICENSE.txt"));
  fs.writeFileSync(`${dir}.html`, editorPage(setup));
  return Object.keys(result.metafile.outputs).length + copied.length + 2;
}
