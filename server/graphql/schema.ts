import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectPath } from '../project-dir';

const schemaDir = projectPath('graphql', 'schema');

/**
 * The SDL of graphql/schema/ (a domain is one file, or a folder of that name when it grows), in
 * path order: the same files codegen reads.
 */
export function readTypeDefs(): string {
  return readdirSync(schemaDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(schemaDir, file), 'utf8'))
    .join('\n');
}
