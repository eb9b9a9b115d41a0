import fs from "node:fs";

/** Whether a file exists and this process may run it. */
export function executable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
