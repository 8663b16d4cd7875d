/** A value as an nginx configuration string: in double quotes, with ", \ and $ escaped. */
export const nginxString = (value: string) => `"${value.replace(/["\\$]/g, (c) => `\\${c}`)}"`;
