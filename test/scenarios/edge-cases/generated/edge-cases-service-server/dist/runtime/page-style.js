// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
const PAGE_STYLE = `
:root { color: #1b1b1b; background: #ffffff; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
body { margin: 0 auto; max-width: 64rem; padding: 1rem 1.5rem 3rem; }
a { color: #0b4f9c; }
a:visited { color: #5a2d82; }
:focus-visible { outline: 3px solid #b3470b; outline-offset: 2px; }
.skip { position: absolute; left: -10000px; }
.skip:focus { position: static; }
h1, h2, h3, h4 { line-height: 1.25; }
h2 { border-bottom: 1px solid #6b6b6b; padding-bottom: 0.25rem; margin-top: 2rem; }
code, pre { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 0.9rem; }
pre { background: #f3f3f3; border: 1px solid #6b6b6b; padding: 0.75rem; overflow: auto; white-space: pre; }
table { border-collapse: collapse; margin: 1rem 0; }
caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
th, td { border: 1px solid #6b6b6b; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
thead th { background: #e8e8e8; }
dt { margin-top: 0.75rem; font-weight: 600; }
dd { margin-left: 1.5rem; }
fieldset { border: 1px solid #6b6b6b; margin: 1rem 0; padding: 0.5rem 1rem 1rem; }
legend { font-weight: 600; padding: 0 0.25rem; }
.field { display: grid; grid-template-columns: minmax(8rem, 14rem) minmax(10rem, 1fr); gap: 0.25rem 1rem; margin: 0.5rem 0; align-items: start; }
.field .hint { grid-column: 2; }
.hint { color: #4a4a4a; font-size: 0.9rem; }
input, select, textarea, button { font: inherit; color: inherit; }
input, select, textarea { border: 1px solid #595959; border-radius: 2px; padding: 0.25rem; background: #ffffff; }
button { background: #0b4f9c; color: #ffffff; border: 2px solid #0b4f9c; border-radius: 3px; padding: 0.4rem 1.2rem; cursor: pointer; }
button:hover { background: #083a73; }
.binding { display: inline-flex; align-items: center; gap: 0.25rem; margin-right: 1.25rem; }
`;
export {
  PAGE_STYLE
};
//# sourceMappingURL=page-style.js.map
