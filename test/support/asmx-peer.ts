/**
 * A real ASP.NET ASMX stack for the tests: the C# service in test/asmx-peer/service, compiled with
 * Mono's `mcs` and hosted by `fastcgi-mono-server4` behind `nginx` on 127.0.0.1 (Debian's
 * `mono-xsp4` does not start on its Mono 6.8). Everything lives in one temp dir, removed by close().
 * Missing tools are an error, never a skip: scripts/install-test-peers.sh installs them.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import {
  accessSync,
  constants,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface AsmxPeer {
  /** The endpoint: `http://127.0.0.1:<port>/api/schoolservice.asmx`. */
  url: string;
  /** The temp dir it all lives in; close() removes it (a host killed outright cannot). */
  dir: string;
  close(): Promise<void>;
}

const SERVICE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "../asmx-peer/service");
const ENDPOINT_PATH = "/api/schoolservice.asmx";
/** The first request compiles the .asmx page: slow on a cold machine. */
const START_TIMEOUT_MS = 90_000;

/** Each tool the peer needs, and the Debian package that brings it. */
const TOOLS = [
  { command: "mcs", pkg: "mono-devel" },
  { command: "fastcgi-mono-server4", pkg: "mono-fastcgi-server4" },
  { command: "nginx", pkg: "nginx-light" },
] as const;
const WEB_SERVICES_DLL = {
  file: "/usr/lib/mono/4.5/System.Web.Services.dll",
  pkg: "libmono-system-web-services4.0-cil",
};

/** Children still running and temp dirs still there: cleaned up if the process exits without close(). */
const running = new Set<ChildProcess>();
/** Each child's watchdog (see launch). */
const watchdogs = new Map<ChildProcess, ChildProcess>();
const tempDirs = new Set<string>();
process.once("exit", () => {
  running.forEach((child) => child.kill("SIGKILL"));
  watchdogs.forEach((watchdog) => watchdog.kill("SIGKILL"));
  tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

export async function startAsmxPeer(): Promise<AsmxPeer> {
  const tools = findTools();
  const dir = mkdtempSync(path.join(tmpdir(), "asmx-peer-"));
  tempDirs.add(dir);
  const children: ChildProcess[] = [];
  const close = async () => {
    await Promise.all(children.map(stop));
    rmSync(dir, { recursive: true, force: true });
    tempDirs.delete(dir);
  };
  try {
    await buildApp(tools.mcs, path.join(dir, "app"));
    const port = await freePort();
    const socket = path.join(dir, "fastcgi.sock");
    // TMPDIR keeps ASP.NET's compiled pages in the temp dir; TZ=UTC makes local-time conversions fixed.
    const env = { ...process.env, TZ: "UTC", LANG: "C", TMPDIR: dir, HOME: dir };
    children.push(
      launch(
        tools["fastcgi-mono-server4"],
        [`--applications=/:${path.join(dir, "app")}`, `--socket=unix:${socket}`],
        env,
        dir,
      ),
    );
    const nginxDir = path.join(dir, "nginx");
    mkdirSync(nginxDir);
    writeFileSync(
      path.join(nginxDir, "nginx.conf"),
      nginxConfig(nginxDir, port, path.join(dir, "app"), socket),
    );
    children.push(
      launch(
        tools.nginx,
        [
          "-c",
          path.join(nginxDir, "nginx.conf"),
          "-p",
          nginxDir,
          "-e",
          path.join(nginxDir, "error.log"),
        ],
        env,
        dir,
      ),
    );
    const url = `http://127.0.0.1:${port}${ENDPOINT_PATH}`;
    await waitForWsdl(url, children);
    return { url, dir, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Where the tools are looked for: PATH, and the sbin folders nginx lives in (not on a user's PATH). */
const SEARCH_DIRS = [
  ...(process.env.PATH ?? "").split(path.delimiter),
  "/usr/sbin",
  "/sbin",
  "/usr/bin",
].filter(Boolean);

/** Each tool's path; an error naming every missing tool and its package otherwise. */
export function findTools(
  searchDirs = SEARCH_DIRS,
  webServicesDll = WEB_SERVICES_DLL.file,
): Record<(typeof TOOLS)[number]["command"], string> {
  const found: Record<string, string> = {};
  const missing: string[] = [];
  for (const { command, pkg } of TOOLS) {
    const file = searchDirs.map((d) => path.join(d, command)).find(isExecutable);
    if (file) found[command] = file;
    else missing.push(`\`${command}\` (Debian package ${pkg})`);
  }
  if (!isReadable(webServicesDll))
    missing.push(`${webServicesDll} (Debian package ${WEB_SERVICES_DLL.pkg})`);
  if (missing.length > 0) {
    throw new Error(
      `The ASMX peer needs ${missing.join(", ")}: run bash scripts/install-test-peers.sh (it needs root or sudo), or apt-get install them.`,
    );
  }
  return found as Record<(typeof TOOLS)[number]["command"], string>;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function isReadable(file: string): boolean {
  try {
    accessSync(file, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/** The application folder: Web.config, every page of api/ (schoolservice.asmx, faultservice.asmx, ...) and the compiled bin/SchoolService.dll. */
async function buildApp(mcs: string, app: string): Promise<void> {
  mkdirSync(path.join(app, "bin"), { recursive: true });
  mkdirSync(path.join(app, "api"));
  copyFileSync(path.join(SERVICE_DIR, "Web.config"), path.join(app, "Web.config"));
  for (const page of readdirSync(path.join(SERVICE_DIR, "api")).filter((f) => f.endsWith(".asmx")))
    copyFileSync(path.join(SERVICE_DIR, "api", page), path.join(app, "api", page));
  const sources = readdirSync(SERVICE_DIR)
    .filter((f) => f.endsWith(".cs"))
    .map((f) => path.join(SERVICE_DIR, f));
  const args = [
    "-nologo",
    "-target:library",
    `-out:${path.join(app, "bin/SchoolService.dll")}`,
    "-r:System.Web.dll",
    "-r:System.Web.Services.dll",
    "-r:System.Xml.dll",
    "-r:System.Data.dll",
    ...sources,
  ];
  await new Promise<void>((resolve, reject) =>
    execFile(mcs, args, (err, stdout, stderr) =>
      err ? reject(new Error(`mcs failed: ${stdout}${stderr}`)) : resolve(),
    ),
  );
}

/** A port free on 127.0.0.1 a moment ago (nginx binds it right after). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** nginx as the current user, in the foreground, one process, every file in `dir`. */
function nginxConfig(dir: string, port: number, root: string, socket: string): string {
  const params = {
    QUERY_STRING: "$query_string",
    REQUEST_METHOD: "$request_method",
    CONTENT_TYPE: "$content_type",
    CONTENT_LENGTH: "$content_length",
    SCRIPT_NAME: "$fastcgi_script_name",
    PATH_INFO: "$fastcgi_path_info",
    SCRIPT_FILENAME: "$document_root$fastcgi_script_name",
    REQUEST_URI: "$request_uri",
    DOCUMENT_URI: "$document_uri",
    DOCUMENT_ROOT: "$document_root",
    SERVER_PROTOCOL: "$server_protocol",
    GATEWAY_INTERFACE: "CGI/1.1",
    SERVER_SOFTWARE: "nginx",
    REMOTE_ADDR: "$remote_addr",
    REMOTE_PORT: "$remote_port",
    SERVER_ADDR: "$server_addr",
    SERVER_PORT: "$server_port",
    SERVER_NAME: "$server_name",
  };
  const temps = ["client_body", "fastcgi", "proxy", "uwsgi", "scgi"].map(
    (t) => `  ${t}_temp_path ${path.join(dir, t)};`,
  );
  return [
    "daemon off;",
    "master_process off;",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    "events { worker_connections 64; }",
    "http {",
    "  access_log off;",
    ...temps,
    // Large requests are the server's to refuse (ASMX's 4 MB), not nginx's 1 MB default.
    "  client_max_body_size 0;",
    "  server {",
    `    listen 127.0.0.1:${port};`,
    "    location / {",
    `      root ${root};`,
    `      fastcgi_pass unix:${socket};`,
    // A client that half-closes after its request (test/server/support/raw-http.ts) still gets the answer.
    "      fastcgi_ignore_client_abort on;",
    // /api/schoolservice.asmx/eventGet is the page /api/schoolservice.asmx with path info /eventGet.
    "      fastcgi_split_path_info ^(.+?\\.asmx)(/.*)?$;",
    ...Object.entries(params).map(([name, value]) => `      fastcgi_param ${name} ${value};`),
    "    }",
    "  }",
    "}",
    "",
  ].join("\n");
}

/**
 * Starts a child, its output kept for error messages. Both children are single processes (the
 * fastcgi-mono-server4 script execs mono; nginx runs without a master), and they stay in our
 * process group, so a Ctrl-C reaches them too. A process killed outright (SIGKILL: a test
 * runner's time limit) runs no exit handler: a watchdog of its own kills the child then.
 */
function launch(file: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): ChildProcess {
  const child = spawn(file, args, { env, cwd, stdio: ["ignore", "pipe", "pipe"] });
  if (child.pid !== undefined) watchdogs.set(child, startWatchdog(child.pid));
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString("utf8")).slice(-4000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  Object.defineProperty(child, "output", { get: () => output });
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}

const outputOf = (child: ChildProcess) => (child as ChildProcess & { output: string }).output;

/** A detached shell that, once this process is gone, kills `pid` (and ends by itself when `pid` does). */
function startWatchdog(pid: number): ChildProcess {
  const script =
    'while kill -0 "$1" 2>/dev/null && kill -0 "$2" 2>/dev/null; do sleep 0.5; done; kill -0 "$1" 2>/dev/null || kill -9 "$2" 2>/dev/null';
  const watchdog = spawn("sh", ["-c", script, "watchdog", String(process.pid), String(pid)], {
    detached: true,
    stdio: "ignore",
  });
  watchdog.unref();
  return watchdog;
}

async function waitForWsdl(url: string, children: ChildProcess[]): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    const exited = children.find((c) => c.exitCode !== null || c.signalCode !== null);
    if (exited)
      throw new Error(
        `${exited.spawnfile} exited (${exited.exitCode ?? exited.signalCode}) before the ASMX peer answered: ${outputOf(exited)}`,
      );
    try {
      const res = await fetch(`${url}?WSDL`, { signal: AbortSignal.timeout(30_000) });
      const body = await res.text();
      if (res.status === 200 && body.includes("<wsdl:definitions")) return;
      last = `HTTP ${res.status}: ${body.slice(0, 500)}`;
    } catch (err) {
      last = String(err);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    `The ASMX peer did not serve ${url}?WSDL within ${START_TIMEOUT_MS / 1000} s: ${last}`,
  );
}

/** SIGTERM, then SIGKILL if the child is still there after 5 s; its watchdog goes first. */
function stop(child: ChildProcess): Promise<void> {
  watchdogs.get(child)?.kill("SIGKILL");
  watchdogs.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
