import { createHash } from 'node:crypto';
import type { JsonSchema, OpenApiDocument, OpenApiOperation, OpenApiResponse } from './openapi-document';

/**
 * /api/docs: the OpenAPI document as one HTML page, rendered here rather than by a script so the
 * page loads nothing (no CDN, no script) and its policy can forbid everything but its own style.
 */

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem; color: #1b1b1b; }
nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1rem; list-style: none; padding: 0; }
section { border-top: 2px solid #ccc; margin-top: 2rem; }
article { border: 1px solid #ddd; border-radius: 6px; margin: 1rem 0; padding: .25rem 1rem .75rem; }
h3 { font-size: 1.05rem; }
code { font-family: ui-monospace, monospace; }
.method { display: inline-block; min-width: 4.5rem; font-family: ui-monospace, monospace; }
.get { color: #0b5394; } .post { color: #38761d; } .put, .patch { color: #7f6000; } .delete { color: #990000; }
table { border-collapse: collapse; width: 100%; margin: .25rem 0 .5rem; }
th, td { border-bottom: 1px solid #e5e5e5; padding: .2rem .5rem; text-align: left; vertical-align: top; }
th { font-weight: 600; }
`;

/** The page's policy: nothing loads, only the style above applies. */
export const DOCS_PAGE_CSP = [
  `default-src 'none'`,
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  `base-uri 'none'`,
  `form-action 'none'`,
  `frame-ancestors 'none'`,
].join('; ');

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

const SCHEMA_REF = '#/components/schemas/';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Schema = Exclude<JsonSchema, boolean>;
const asSchema = (schema: JsonSchema | undefined): Schema => (typeof schema === 'object' ? schema : {});

function schemaLink(ref: string): string {
  const name = ref.slice(SCHEMA_REF.length);
  return `<a href="#schema-${escape(name)}">${escape(name)}</a>`;
}

/** A schema as a short type: `string`, `Address[]`, `"home" | "work"`. */
function typeOf(input: JsonSchema | undefined): string {
  const schema = asSchema(input);
  if (schema.$ref) return schemaLink(schema.$ref);
  if (schema.enum) return schema.enum.map((value) => escape(JSON.stringify(value))).join(' | ');
  if (schema.const !== undefined) return escape(JSON.stringify(schema.const));
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.map(typeOf).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items as JsonSchema | undefined)}[]`;
  if (Array.isArray(schema.type)) return schema.type.map(escape).join(' | ');
  if (schema.type) return escape(schema.format ? `${schema.type} (${schema.format})` : schema.type);
  return 'any';
}

/** The limits a caller meets most: lengths, ranges, patterns, defaults. */
function rulesOf(input: JsonSchema | undefined): string[] {
  const schema = asSchema(input);
  const rules = (schema.anyOf ?? schema.oneOf ?? []).flatMap(rulesOf);
  if (schema.minLength === 1) rules.push('not empty');
  else if (schema.minLength !== undefined) rules.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) rules.push(`at most ${schema.maxLength} characters`);
  if (schema.minimum !== undefined) rules.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) rules.push(`> ${String(schema.exclusiveMinimum)}`);
  if (schema.maximum !== undefined) rules.push(`≤ ${schema.maximum}`);
  if (schema.exclusiveMaximum !== undefined) rules.push(`< ${String(schema.exclusiveMaximum)}`);
  if (schema.minItems !== undefined) rules.push(`at least ${schema.minItems} items`);
  if (schema.maxItems !== undefined) rules.push(`at most ${schema.maxItems} items`);
  if (schema.pattern !== undefined) rules.push(`matches ${schema.pattern}`);
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.description) rules.push(schema.description);
  return rules;
}

const rulesCell = (schema: JsonSchema | undefined) => rulesOf(schema).map(escape).join('; ');

function table(headings: readonly string[], rows: readonly string[][]): string {
  const head = headings.map((heading) => `<th scope="col">${heading}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** An object's fields, or the schema's type when it is not an object. */
function fieldsOf(doc: OpenApiDocument, input: JsonSchema | undefined): string {
  let schema = asSchema(input);
  if (schema.$ref) schema = asSchema(doc.components.schemas[schema.$ref.slice(SCHEMA_REF.length)]);
  if (!schema.properties) return `<p>${typeOf(schema)}</p>`;
  const required = new Set(schema.required ?? []);
  return table(
    ['Field', 'Type', 'Required', 'Rules'],
    Object.entries(schema.properties).map(([name, field]) => [
      `<code>${escape(name)}</code>`,
      typeOf(field),
      required.has(name) ? 'yes' : 'no',
      rulesCell(field),
    ]),
  );
}

function whoMayCall(doc: OpenApiDocument, operation: OpenApiOperation): string {
  if (!operation.security) return 'Anybody';
  return operation.security
    .map((requirement) =>
      Object.keys(requirement)
        .map((name) => {
          const scheme = doc.components.securitySchemes[name]!;
          return `${scheme.in} <code>${escape(scheme.name)}</code>`;
        })
        .join(' + '),
    )
    .join(', or ');
}

const RESPONSE_REF = '#/components/responses/';
type ResponseEntry = OpenApiOperation['responses'][string];

function bodyCell(response: OpenApiResponse): string {
  return Object.entries(response.content ?? {})
    .map(([mediaType, media]) => {
      const data = media['x-event-data'] ?? media.schema;
      const shape = data === undefined ? '' : `: ${typeOf(data)}${media['x-event-data'] ? ' per event' : ''}`;
      return `<code>${escape(mediaType)}</code>${shape}`;
    })
    .join('<br>');
}

const errorAnchor = (status: string) => `error-${escape(status)}`;

/**
 * An operation's answers: its own in full, the shared refusals as one row of statuses, each a link
 * to the Errors section that says what it means once for every call.
 */
function responseRows(doc: OpenApiDocument, responses: Record<string, ResponseEntry>): string[][] {
  const entries = Object.entries(responses);
  const own = entries.flatMap(([status, entry]) =>
    '$ref' in entry ? [] : [[`<code>${escape(status)}</code>`, escape(entry.description), bodyCell(entry)]],
  );
  const shared = entries.flatMap(([status, entry]) =>
    '$ref' in entry ? [[status, entry.$ref] as const] : [],
  );
  if (shared.length === 0) return own;
  const statuses = shared
    .map(([status]) => `<a href="#${errorAnchor(status)}"><code>${escape(status)}</code></a>`)
    .join(' ');
  const refusal = doc.components.responses[shared[0]![1].slice(RESPONSE_REF.length)]!;
  return [...own, [statuses, 'Refused: see <a href="#errors">Errors</a>', bodyCell(refusal)]];
}

/** Every shared refusal once, by status, with what it means. */
function errorsSection(doc: OpenApiDocument): string {
  const named = new Map<string, string>();
  for (const item of Object.values(doc.paths))
    for (const method of METHODS)
      for (const [status, entry] of Object.entries(item[method]?.responses ?? {}))
        if ('$ref' in entry) named.set(status, entry.$ref.slice(RESPONSE_REF.length));
  const rows = [...named.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, name]) => {
      const response = doc.components.responses[name]!;
      return [
        `<code id="${errorAnchor(status)}">${escape(status)}</code>`,
        escape(response.description),
        bodyCell(response),
      ];
    });
  return `<section aria-labelledby="errors"><h2 id="errors">Errors</h2><p>What a refusal means, for every call that lists it.</p>\n${table(['Status', 'Meaning', 'Body'], rows)}</section>`;
}

function operationArticle(
  doc: OpenApiDocument,
  path: string,
  method: string,
  operation: OpenApiOperation,
): string {
  const parts = [
    `<h3 id="${escape(operation.operationId)}"><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>`,
    `<p>${escape(operation.summary)}</p>`,
    `<p><strong>Who may call:</strong> ${whoMayCall(doc, operation)}</p>`,
  ];
  if (operation.parameters)
    parts.push(
      '<h4>Parameters</h4>',
      table(
        ['Name', 'In', 'Type', 'Required', 'Rules'],
        operation.parameters.map((parameter) => [
          `<code>${escape(parameter.name)}</code>`,
          parameter.in,
          typeOf(parameter.schema),
          parameter.required ? 'yes' : 'no',
          rulesCell(parameter.schema),
        ]),
      ),
    );
  if (operation.requestBody) {
    const { schema } = operation.requestBody.content['application/json'];
    parts.push(
      `<h4>Request body</h4><p><code>application/json</code>${operation.requestBody.required ? '' : ' (optional)'}: ${typeOf(schema)}</p>`,
      fieldsOf(doc, schema),
    );
  }
  parts.push(
    '<h4>Responses</h4>',
    table(['Status', 'Meaning', 'Body'], responseRows(doc, operation.responses)),
  );
  return `<article>${parts.join('\n')}</article>`;
}

export function renderDocsPage(doc: OpenApiDocument): string {
  const sections = doc.tags.map((tag) => {
    const articles = Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const operation = item[method];
        return operation?.tags.includes(tag.name) ? [operationArticle(doc, path, method, operation)] : [];
      }),
    );
    return `<section aria-labelledby="tag-${escape(tag.name)}"><h2 id="tag-${escape(tag.name)}">${escape(tag.name)}</h2><p>${escape(tag.description)}</p>\n${articles.join('\n')}</section>`;
  });
  const schemas = Object.entries(doc.components.schemas).map(
    ([name, schema]) =>
      `<article><h3 id="schema-${escape(name)}">${escape(name)}</h3>${fieldsOf(doc, schema)}</article>`,
  );
  const title = `${doc.info.title} ${doc.info.version}`;
  const nav = [
    ...doc.tags.map((tag) => [`tag-${escape(tag.name)}`, escape(tag.name)]),
    ['errors', 'errors'],
    ['schemas', 'schemas'],
  ]
    .map(([anchor, name]) => `<li><a href="#${anchor}">${name}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escape(title)}</h1>
<p>${escape(doc.info.description)}</p>
<p>The same, for tools: <a href="/api/openapi.json">OpenAPI 3.1 document</a>.</p>
<nav aria-label="Services"><ul>${nav}</ul></nav>
</header>
<main>
${sections.join('\n')}
${errorsSection(doc)}
<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>
${schemas.join('\n')}
</section>
</main>
</body>
</html>
`;
}
