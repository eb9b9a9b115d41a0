// Decision 0026: the editor asks no origin but GitHub for anything.
import fs from "node:fs";
import path from "node:path";
import { build, version as esbuildVersion, type Plugin } from "esbuild";
import { editorSetup } from "./config.ts";
import { EDITOR_PATH, editorPage } from "../../lib/editor/page.ts";
import { collections } from "../../lib/content/collections.ts";
import { namespaces, readCopy } from "../../lib/i18n/copy.ts";
import { editorBackend, settings } from "../../lib/settings.ts";
import { cacheFolder, cachedPath, contentKey } from "../build-cache.ts";

const sveltiaPackage = path.join("node_modules", "@sveltia", "cms");

// Shiki's grammars (8 MB) serve only code and rich-text fields, which the configuration never uses.
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

// The package names its fonts on jsDelivr too: point them at the copies beside the bundle.
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
    english: Object.fromEntries(namespaces.map((ns) => [ns, readCopy("en", ns)])),
    collections,
    backend,
  });
  const dir = path.join(outDir, ...EDITOR_PATH.split("/"));
  fs.rmSync(dir, { recursive: true, force: true });
  const assets = path.join(root, sveltiaPackage, "npm", "assets");
  const copied = fs.readdirSync(assets).filter((name) => !name.endsWith(".map"));
  const bundled = await bundleEditor(root, dir, copied);
  fs.mkdirSync(path.join(dir, "assets"));
  for (const name of copied)
    fs.copyFileSync(path.join(assets, name), path.join(dir, "assets", name));
  fs.copyFileSync(path.join(root, sveltiaPackage, "LICENSE.txt"), path.join(dir, "LICENSE.txt"));
  fs.writeFileSync(`${dir}.html`, editorPage(setup));
  return bundled + copied.length + 2;
}

interface BundleManifest {
  how: string;
  inputs: Record<string, string>;
  files: number;
}

const hashFile = (root: string, file: string) => contentKey(fs.readFileSync(path.join(root, file)));

async function bundleEditor(root: string, dir: string, assets: readonly string[]): Promise<number> {
  const how = contentKey(fs.readFileSync(import.meta.filename), esbuildVersion, ...assets);
  const cache = cacheFolder("editor");
  const manifestFile = path.join(cache, "manifest.json");
  const bundleDir = path.join(cache, "bundle");
  const former = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, "utf8")) as BundleManifest)
    : undefined;
  const unchanged =
    former?.how === how &&
    Object.entries(former.inputs).every(
      ([file, hash]) => fs.existsSync(path.join(root, file)) && hashFile(root, file) === hash,
    );
  if (unchanged && cachedPath("editor", "bundle")) {
    fs.cpSync(bundleDir, dir, { recursive: true });
    return former.files;
  }
  // Split at the package's dynamic imports, so maps and image conversion load only when needed.
  const result = await build({
    absWorkingDir: root,
    entryPoints: { editor: path.join(root, "lib", "editor", "main.ts") },
    bundle: true,
    format: "esm",
    splitting: true,
    minify: true,
    target: "es2022",
    outdir: dir,
    chunkNames: "chunks/[name]-[hash]",
    legalComments: "eof",
    plugins: [withoutGrammars, fontsBeside(assets)],
    metafile: true,
    logLevel: "warning",
  });
  // Plugin-made inputs (`namespace:path`) come from this file, already hashed into `how`.
  const inputs = Object.keys(result.metafile.inputs).filter((file) => !/^[\w-]+:/.test(file));
  const manifest: BundleManifest = {
    how,
    inputs: Object.fromEntries(inputs.map((file) => [file, hashFile(root, file)])),
    files: Object.keys(result.metafile.outputs).length,
  };
  fs.rmSync(bundleDir, { recursive: true, force: true });
  fs.cpSync(dir, bundleDir, { recursive: true });
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  return manifest.files;
}
