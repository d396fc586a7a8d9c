import { Ajv, type ValidateFunction } from 'ajv';

interface Response {
  content?: Record<string, { schema?: unknown }>;
}
interface Document {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
  components?: { schemas?: Record<string, unknown> };
}

/**
 * Reads answers against the OpenAPI document's declaration of them, as an integrator's generated
 * client or validator would: with OpenAPI 3.0's `nullable`, which allows null only where `enum`
 * (if any) lists it too.
 */
export function declaredAnswers(document: Document) {
  // Formats are descriptions here (the contract checks them); types, enums and shapes are not.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const compiled = new Map<string, ValidateFunction | null>();

  /** The schema with every `#/components/schemas/…` reference written in its place. */
  const inline = (schema: unknown): unknown => {
    if (Array.isArray(schema)) return schema.map(inline);
    if (schema === null || typeof schema !== 'object') return schema;
    const { $ref, ...rest } = schema as { $ref?: string };
    if ($ref !== undefined) return inline(document.components?.schemas?.[$ref.split('/').pop()!]);
    return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inline(value)]));
  };

  return {
    /**
     * The problems of a JSON answer of `method path` with `status`: none when it matches its
     * declaration; undefined when nothing declares a JSON answer for that status.
     */
    problems(method: string, path: string, status: number, body: unknown): string[] | undefined {
      const key = `${method.toLowerCase()} ${path} ${status}`;
      if (!compiled.has(key)) {
        const schema =
          document.paths[path]?.[method.toLowerCase()]?.responses[String(status)]?.content?.[
            'application/json'
          ]?.schema;
        compiled.set(key, schema === undefined ? null : ajv.compile(inline(schema) as object));
      }
      const validate = compiled.get(key);
      if (!validate) return undefined;
      return validate(body)
        ? []
        : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
    },
  };
}
