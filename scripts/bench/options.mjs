// Command-line options of the bench scripts (bench.mjs, bench-visitor.mjs, bench-build.mjs):
// `--name value` options, `--flag` switches and comma-separated lists.

/** The options of a command line (process.argv.slice(2) by default). */
export function commandLine(args = process.argv.slice(2)) {
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index === -1 ? fallback : args[index + 1];
  };
  return {
    option,
    flag: (name) => args.includes(`--${name}`),
    list: (name, fallback = "") => String(option(name, fallback)).split(",").filter(Boolean),
  };
}
