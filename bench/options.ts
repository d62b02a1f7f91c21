/** --name=value, --name value, or npm's npm_config_name when run through npm run bench -- --name=value. */
export function option(name: string): string | undefined {
  const at = process.argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (at >= 0) return process.argv[at]!.includes('=') ? process.argv[at]!.split('=').slice(1).join('=') : process.argv[at + 1];
  return process.env[`npm_config_${name.replace(/-/g, '_')}`] || undefined;
}
