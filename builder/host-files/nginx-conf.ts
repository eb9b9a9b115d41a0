// nginx gives a location the server's add_header lines only when it has none of its own, so
// each location that adds headers lists all of them.
import { escapeRegExp } from "../../lib/regexp.ts";
import {
  compressedExtensions,
  deploymentFiles,
  type NotFoundPage,
} from "../../server/out-layout.ts";
import { EVERY_RESPONSE, REVALIDATE, type HeaderRule, type Headers } from "./header-rules.ts";

export const NGINX_API_UPSTREAM = "epiderma_api";

const HEADER = `# Written by npm run build (builder/host-files/nginx-conf.ts): edit that, not this file.
# Include it in your server block after \`root\`, and define the API's upstream (http level):
#   upstream ${NGINX_API_UPSTREAM} { server 127.0.0.1:3000; }
#   server { listen 443 ssl; server_name www.example.com;
#            root /srv/epiderma/out; include /srv/epiderma/out/nginx.conf; }

# Redirects name the path only (Location: /team), as the project's server does.
absolute_redirect off;
server_tokens off;
charset utf-8;
charset_types text/html text/plain text/css text/xml application/javascript text/javascript application/json;

# The build wrote a .gz beside every text file worth it; anything else is compressed on the fly.
# It wrote .br files too: with ngx_brotli loaded (Debian: libnginx-mod-http-brotli-static),
# add \`brotli_static on;\` here.
gzip_static on;
gzip on;
gzip_vary on;
gzip_types text/plain text/css text/xml application/xml application/javascript text/javascript
           application/json image/svg+xml application/manifest+json;
`;

export function nginxConf(
  rules: readonly HeaderRule[],
  notFound: readonly NotFoundPage[],
  apiOrigin = "",
): string {
  const shared = rules.find((rule) => rule.pattern === EVERY_RESPONSE)?.headers ?? {};
  const withShared = (headers: Headers) => addHeaders({ ...shared, ...headers });
  const own = rules.filter((rule) => rule.pattern !== EVERY_RESPONSE);
  const hidden = [
    "/\\.",
    `^/(${deploymentFiles.map(escapeRegExp).join("|")})$`,
    `(${Object.values(compressedExtensions).map(escapeRegExp).join("|")})$`,
  ].join("|");
  // Paths that name a page's file without being its address: 404 without their page.
  const notAddresses = [
    "/index",
    ...notFound.flatMap(({ page }) => [page, page.slice(0, -".html".length)]),
  ];
  const withoutSlash = notAddresses.filter((path) => !path.endsWith(".html")).map(escapeRegExp);

  const sections = [
    notFoundSection(notFound, withShared(REVALIDATE)),
    comment(
      "Not content: dotfiles, these deployment files, precompressed copies by their own name.",
    ),
    location(`~ ${quote(hidden)}`, ["return 404;"]),
    ...notAddresses.map((path) => location(`= ${urlPath(path)}`, ["return 404;"])),
    comment("Old and trailing-slash URLs of a page: 301 to its clean URL, query kept."),
    location(`~ "^(?<page_path>/.+)\\.html$"`, [
      ...withShared(REVALIDATE),
      "if ($page_path = /index) { return 301 /$is_args$args; }",
      "if (-f $request_filename) { return 301 $page_path$is_args$args; }",
      "return 404;",
    ]),
    location(`~ "^(?<folder_path>/.+?)/+$"`, [
      ...withShared(REVALIDATE),
      `if ($folder_path ~ ${quote(`^(${withoutSlash.join("|")})$`)}) { return 404; }`,
      "if (-f $document_root$folder_path.html) { return 301 $folder_path$is_args$args; }",
      "return 404;",
    ]),
    comment("Pages at their clean URL (each carries its own CSP), other files as they are."),
    location("= /", ["try_files /index.html =404;", ...withShared(REVALIDATE)]),
    ...own.map(({ pattern, headers }) => {
      const prefix = pattern.endsWith("/*");
      return location(prefix ? urlPath(pattern.slice(0, -1)) : `= ${urlPath(pattern)}`, [
        prefix ? "try_files $uri.html $uri =404;" : `try_files ${urlPath(pattern)}.html =404;`,
        ...withShared({ ...REVALIDATE, ...headers }),
      ]);
    }),
    location("/", ["try_files $uri.html $uri =404;", ...withShared(REVALIDATE)]),
    ...(apiOrigin
      ? [comment(`The forms' API runs at ${apiOrigin} (npm run api-origin): no /api here.`)]
      : [
          comment(
            `The forms' API, on the project's server (upstream ${NGINX_API_UPSTREAM}). Start it with\n` +
              "TRUST_PROXY=1 (this nginx is the one hop in front; or nginx's address): it then takes\n" +
              "each visitor's address from X-Forwarded-For (its rate limit is per visitor), and ignores\n" +
              "what a client wrote there itself ($proxy_add_x_forwarded_for appends the real one).",
          ),
          ...["= /api", "^~ /api/"].map((match) =>
            location(match, [
              `proxy_pass http://${NGINX_API_UPSTREAM};`,
              "proxy_set_header Host $http_host;",
              "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
              "proxy_set_header X-Forwarded-Proto $scheme;",
            ]),
          ),
        ]),
  ];
  return `${HEADER}${sections.join("\n")}\n`;
}

// Chosen with `if`: nginx has no `map` at the server level.
function notFoundSection(notFound: readonly NotFoundPage[], headers: readonly string[]): string {
  const [root, ...folders] = notFound;
  if (!root || root.folder !== "") throw new Error("nginx.conf: the export has no /404.html");
  return [
    comment("An unknown path gets the 404 page of its language (the deepest folder), status 404."),
    `set $not_found_page ${urlPath(root.page)};`,
    // Shallowest first, so a deeper folder's page wins.
    ...folders.map(
      ({ folder, page }) =>
        `if ($uri ~ ${quote(`^${escapeRegExp(folder)}(/.*)?$`)}) { set $not_found_page ${urlPath(page)}; }`,
    ),
    "error_page 404 @not_found;",
    location("@not_found", ["try_files $not_found_page =404;", ...headers]),
  ].join("\n");
}

function location(match: string, body: readonly string[]): string {
  return [`location ${match} {`, ...body.map((line) => `    ${line}`), "}"].join("\n");
}

// nginx would read `$` as a variable and has no escape for it.
function addHeaders(headers: Headers): string[] {
  return Object.entries(headers).map(([name, value]) => {
    if (/[$\\]/.test(value)) throw new Error(`nginx.conf: cannot send ${JSON.stringify(value)}`);
    return `add_header ${name} ${quote(value)} always;`;
  });
}

function comment(text: string): string {
  return `\n# ${text.replace(/\n/g, "\n# ")}`;
}

function quote(value: string): string {
  if (/["\n]/.test(value)) throw new Error(`nginx.conf: cannot quote ${JSON.stringify(value)}`);
  return `"${value}"`;
}

function urlPath(value: string): string {
  if (!/^\/[\w./-]*$/.test(value)) throw new Error(`nginx.conf: unexpected path ${value}`);
  return value;
}
