/** The package.json and tsconfig.json every generated package carries. */
import type { GeneratedFile } from "./generated-file.ts";

export interface PackageJsonOptions {
  description: string;
  exports: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
}

export function packageJson(name: string, options: PackageJsonOptions): GeneratedFile {
  const manifest = {
    name,
    version: "0.0.0",
    private: true,
    description: options.description,
    type: "module",
    exports: options.exports,
    types: options.exports["."],
    ...(options.scripts ? { scripts: options.scripts } : {}),
    dependencies: options.dependencies,
    ...(options.devDependencies ? { devDependencies: options.devDependencies } : {}),
  };
  return { path: `${name}/package.json`, content: `${JSON.stringify(manifest, null, 2)}\n` };
}

export function packageTsconfig(name: string): GeneratedFile {
  const config = {
    compilerOptions: {
      target: "ES2022",
      module: "NodeNext",
      moduleResolution: "NodeNext",
      lib: ["ES2022"],
      strict: true,
      noUncheckedIndexedAccess: true,
      skipLibCheck: true,
      noEmit: true,
    },
    include: ["src", "test"],
  };
  return { path: `${name}/tsconfig.json`, content: `${JSON.stringify(config, null, 2)}\n` };
}
