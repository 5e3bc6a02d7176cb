/** Structured logs: one JSON object per line on stdout (errors on stderr). */

type Fields = Record<string, unknown>;

function write(level: "info" | "warn" | "error", message: string, fields: Fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields });
  if (level === "error") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const log = {
  info: (message: string, fields: Fields = {}) => write("info", message, fields),
  warn: (message: string, fields: Fields = {}) => write("warn", message, fields),
  error: (message: string, fields: Fields = {}) => write("error", message, fields),
};

/** Error details for a log line, without ever echoing request bodies or tokens. */
export function errorFields(error: unknown): Fields {
  if (error instanceof Error) return { error: error.name, detail: error.message };
  return { error: String(error) };
}
