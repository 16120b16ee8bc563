import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const schemaDir = fileURLToPath(new URL('../../graphql/schema', import.meta.url));

/** The SDL of graphql/schema/, in file-name order: the same files codegen reads. */
export function readTypeDefs(): string {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(schemaDir, file), 'utf8'))
    .join('\n');
}
