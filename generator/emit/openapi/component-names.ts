/**
 * The names of the document's component schemas: the TypeScript names the generated types use
 * (`types.ts`), where OpenAPI allows them (`^[a-zA-Z0-9._-]+$`); any other character becomes `_`,
 * and a name taken already gets a number, so every name is unique and the same on every run.
 */
export class ComponentNames {
  private readonly taken = new Set<string>();

  claim(preferred: string): string {
    const base = preferred.replace(/[^a-zA-Z0-9._-]/g, "_") || "_";
    let name = base;
    for (let n = 2; this.taken.has(name); n++) name = `${base}_${n}`;
    this.taken.add(name);
    return name;
  }
}
