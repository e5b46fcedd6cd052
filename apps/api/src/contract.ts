import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * The OpenAPI documents this service implements (from @vivasalud/api-client), and site.yaml, the
 * Next apps' same-site routes, whose answers the e2e fuzzer checks with the same validator.
 */
export const CONTRACT_PATHS = {
  content: fileURLToPath(import.meta.resolve('@vivasalud/api-client/openapi/content.yaml')),
  identity: fileURLToPath(import.meta.resolve('@vivasalud/api-client/openapi/identity.yaml')),
  site: fileURLToPath(import.meta.resolve('@vivasalud/api-client/openapi/site.yaml')),
} as const;

export type ContractName = keyof typeof CONTRACT_PATHS;

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> };
}

export function loadContract(name: ContractName): OpenApiDocument {
  return parse(readFileSync(CONTRACT_PATHS[name], 'utf8')) as OpenApiDocument;
}

/**
 * An Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) that knows every component schema of
 * a document as `<name>.yaml#/components/schemas/<Schema>`; used to check seed data and answers.
 */
export function contractValidator(name: ContractName, extraSchemas: Record<string, unknown> = {}) {
  const doc = loadContract(name);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const id = `${name}.yaml`;
  // The whole document, so a pointer to any answer schema (`#/paths/...`) resolves too.
  ajv.addSchema({
    ...doc,
    $id: id,
    components: { ...doc.components, schemas: { ...doc.components.schemas, ...extraSchemas } },
  });
  // Ajv caches a compiled schema by its object: each call here builds a new `{ $ref }`, so each
  // name is compiled once here instead (the seed's check asks for the same few hundreds of times).
  const compiled = new Map<string, ValidateFunction>();
  const once = (key: string, schema: () => object) => {
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = ajv.compile(schema())));
    return validate;
  };
  /** `Name` or `[Name]` → a compiled validator. */
  const compile = (ref: string) =>
    once(ref, () => {
      const many = ref.startsWith('[');
      const schemaName = many ? ref.slice(1, -1) : ref;
      const item = { $ref: `${id}#/components/schemas/${schemaName}` };
      return many ? { type: 'array', items: item } : item;
    });
  /** Validator of the JSON answer of `method path` with `status`, or null when it has no JSON body. */
  const answer = (path: string, method: string, status: number) => {
    const pointer = answerPointer(doc, path, method, status);
    return pointer ? once(`#${pointer}`, () => ({ $ref: `${id}#${pointer}` })) : null;
  };
  return { ajv, doc, compile, answer };
}

const escape = (segment: string) =>
  encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));

/** JSON pointer to the `application/json` schema of an answer, following a `$ref` response. */
function answerPointer(
  doc: OpenApiDocument,
  path: string,
  method: string,
  status: number,
): string | null {
  const operation = doc.paths[path]?.[method] as
    { responses?: Record<string, unknown> } | undefined;
  const response = operation?.responses?.[String(status)] as
    { $ref?: string; content?: Record<string, unknown> } | undefined;
  if (!response)
    throw new Error(`${method.toUpperCase()} ${path} has no ${status} answer in the contract`);
  let pointer = `/paths/${escape(path)}/${method}/responses/${status}`;
  let target = response;
  if (response.$ref) {
    pointer = response.$ref.slice(1);
    const name = pointer.split('/')[3];
    target = (doc.components as unknown as { responses: Record<string, typeof response> })
      .responses[name!]!;
  }
  return target.content?.['application/json']
    ? `${pointer}/content/application~1json/schema`
    : null;
}
