import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySchemaValidationError,
} from 'fastify';

type ValidationResult = ReturnType<FastifySchemaCompiler<unknown>>;

/**
 * How requests are checked against the contract, the same for every route (the service and the
 * identity test app install it alike):
 *
 * - No type coercion anywhere. A JSON body must carry the contract's types as they are: a number
 *   is not a string (a numeric one-time code is refused), a one-element array is not its element,
 *   `null` is not `""`.
 * - Query and path parameters arrive as text: each is read as its declared type only, and
 *   strictly (an integer is decimal digits: `0x10`, `1e3`, ` 1` and `1.0` stay text, so the type
 *   check refuses them with the parameter's own message).
 * - No text the service reads (path parameters, query parameters, the body at any depth, keys
 *   included) may hold a NUL character or a lone UTF-16 surrogate: Postgres cannot store either
 *   (text refuses NUL, JSON refuses a lone `\ud800`), so they are refused here, once for every
 *   field, with the contract's 400. (Multipart fields are read by their handler, which applies
 *   the same `findUnsafeText`.)
 */
export function installRequestRules(app: FastifyInstance) {
  const ajv = new Ajv({
    strict: false,
    coerceTypes: false,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    // Several route schemas may carry the same `$id` (the glue's recursion marker).
    addUsedSchema: false,
  });
  addFormats.default(ajv);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    // Node hands the headers over lowercased; a custom compiler gets the contract's spelling
    // (`Idempotency-Key`), which Fastify lowercases only for its own: lowercase it here.
    const validate = ajv.compile(
      httpPart === 'headers' ? lowerCaseHeaderNames(schema as HeaderSchema) : (schema as object),
    );
    return httpPart === 'body' ? validate : readAsDeclared(schema, validate);
  });
  app.addHook('preValidation', async (request) => {
    const read = { params: request.params, querystring: queryRead(request), body: request.body };
    for (const part of ['params', 'querystring', 'body'] as const) {
      const field = findUnsafeText(read[part]);
      if (field !== null) throw unsafeTextError(part, field);
    }
    // Then the body itself. Fastify checks a body against the schema of its content type, so a
    // request without one (no body, no content type) passed unchecked and the handler read
    // `undefined` (a 500, issue #26). Every body of the contracts is required: its absence is the
    // contract's 400.
    if (request.body === undefined && hasJsonBody(request.routeOptions.schema?.body)) {
      throw missingBodyError();
    }
  });
}

interface HeaderSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/** A headers schema with its header names (`properties`, `required`) lowercased. */
export function lowerCaseHeaderNames(schema: HeaderSchema): object {
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(
        Object.entries(schema.properties).map(([name, rule]) => [name.toLowerCase(), rule]),
      ),
    }),
    ...(schema.required && { required: schema.required.map((name) => name.toLowerCase()) }),
  };
}

/**
 * The query parameters a route reads: those its schema declares (the others are ignored by the
 * handler, the answer cache and the paging links, so they never reach storage), or all of them
 * on a route without a schema (such as `/dev/outbox`, which reads `to` itself).
 */
function queryRead(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const schema = request.routeOptions.schema;
  if (!schema) return query;
  const declared = (schema.querystring as { properties?: object } | undefined)?.properties ?? {};
  return Object.fromEntries(Object.keys(declared).map((name) => [name, query[name]]));
}

/** NUL, or a surrogate that is not half of a pair (`u` mode sees a pair as one code point). */
const UNSAFE = /[\0\p{Cs}]/u;

/** Whether a string holds a character no field may carry (NUL or a lone surrogate). */
export const isUnsafeText = (text: string) => UNSAFE.test(text);

/**
 * The path (`a.b.0`, `''` for the value itself) of the first string or key in `value` with an
 * unsafe character, or null. Iterative, so a deeply nested body cannot exhaust the stack; a bad
 * key is reported by its parent's path, so the answer never echoes it.
 */
export function findUnsafeText(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (isUnsafeText(item)) return path;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (isUnsafeText(key)) return path;
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

export const UNSAFE_TEXT_MESSAGE = 'contiene caracteres no permitidos';

/** Whether a route's body schema (the glue's, by content type) takes a JSON body. */
function hasJsonBody(schema: unknown): boolean {
  const content = (schema as { content?: Record<string, unknown> } | undefined)?.content;
  return content !== undefined && 'application/json' in content;
}

function missingBodyError() {
  const issue: FastifySchemaValidationError = {
    keyword: 'required',
    instancePath: '',
    schemaPath: '#',
    params: {},
    message: 'falta el cuerpo de la solicitud (JSON)',
  };
  return Object.assign(new Error('body is required'), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    validation: [issue],
    validationContext: 'body',
  });
}

/**
 * The refusal as Fastify's validation errors look, so the one error handler answers it (the
 * contract's 400 VALIDATION_ERROR; a catalog parameter keeps its message of spec §5).
 */
function unsafeTextError(part: 'params' | 'querystring' | 'body', field: string) {
  const issue: FastifySchemaValidationError = {
    keyword: 'unsafeText',
    instancePath: field ? `/${field.split('.').join('/')}` : '',
    schemaPath: '#',
    params: {},
    message: UNSAFE_TEXT_MESSAGE,
  };
  return Object.assign(new Error(`${part}${field ? `/${field}` : ''} ${UNSAFE_TEXT_MESSAGE}`), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    validation: [issue],
    validationContext: part,
  });
}

type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';
interface PropertySchema {
  type?: JsonType | JsonType[];
  items?: PropertySchema;
}

const typesOf = (schema: PropertySchema | undefined): JsonType[] =>
  schema?.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/**
 * One text value (a query or path parameter) read as the type its schema declares, strictly; a
 * text that is not a literal of that type is left as it is, for the type check to refuse.
 */
export function parseAsDeclared(text: string, schema: PropertySchema | undefined): unknown {
  const types = typesOf(schema);
  if (types.length === 0 || types.includes('string')) return text;
  if (types.includes('integer') && /^-?[0-9]+$/.test(text)) return Number(text);
  if (types.includes('number') && /^-?[0-9]+(\.[0-9]+)?$/.test(text)) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if (types.includes('array')) return [parseAsDeclared(text, schema?.items)];
  return text;
}

/**
 * A validator of an object of text values (query string, path parameters): each declared
 * property is read as its type (`parseAsDeclared`; a repeated parameter of an array type item
 * by item), then the object is checked against the schema without coercion.
 */
function readAsDeclared(schema: unknown, validate: ValidateFunction): ValidationResult {
  const properties = Object.entries(
    (schema as { properties?: Record<string, PropertySchema> }).properties ?? {},
  );
  const check: ValidationResult = (data: unknown) => {
    if (data !== null && typeof data === 'object') {
      const values = data as Record<string, unknown>;
      for (const [name, property] of properties) {
        const value = values[name];
        if (typeof value === 'string') values[name] = parseAsDeclared(value, property);
        else if (Array.isArray(value) && typesOf(property).includes('array')) {
          values[name] = value.map((item) =>
            typeof item === 'string' ? parseAsDeclared(item, property.items) : item,
          );
        }
      }
    }
    const valid = validate(data);
    check.errors = validate.errors as FastifySchemaValidationError[] | null | undefined;
    return valid;
  };
  return check;
}
