import type { OpenApiDocument } from './openapi';

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  additionalProperties?: boolean | Schema;
};

const escapeHtml = (text: unknown): string =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function resolve(schema: Schema | undefined, components: Record<string, Schema>): Schema {
  if (!schema?.$ref) return schema ?? {};
  return components[schema.$ref.replace('#/components/schemas/', '')] ?? {};
}

function typeLabel(schema: Schema, components: Record<string, Schema>): string {
  if (schema.$ref) return schema.$ref.replace('#/components/schemas/', '');
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.type === 'array') return `array of ${typeLabel(schema.items ?? {}, components)}`;
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) return variants.map((v) => typeLabel(v, components)).join(' | ');
  const range =
    schema.minimum !== undefined || schema.maximum !== undefined
      ? ` [${schema.minimum ?? ''}, ${schema.maximum ?? ''}]`
      : '';
  return `${schema.type ?? 'any'}${schema.format ? ` (${schema.format})` : ''}${range}`;
}

function fieldTable(
  schema: Schema | undefined,
  components: Record<string, Schema>,
  depth = 0,
): string {
  const resolved = resolve(schema, components);
  const properties = resolved.properties ?? resolve(resolved.allOf?.[0], components).properties;
  if (!properties || depth > 2)
    return schema ? `<p><code>${escapeHtml(typeLabel(schema, components))}</code></p>` : '';
  const required = new Set(resolved.required ?? []);
  const rows = Object.entries(properties)
    .map(([name, property]) => {
      const inner = resolve(property.type === 'array' ? property.items : property, components);
      const nested = inner.properties
        ? fieldTable(property.type === 'array' ? property.items : property, components, depth + 1)
        : '';
      return `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''}</td><td><code>${escapeHtml(typeLabel(property, components))}</code></td><td>${escapeHtml(property.description ?? inner.description ?? '')}${nested}</td></tr>`;
    })
    .join('');
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Notes</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** A self-contained HTML reference generated from the OpenAPI document (no scripts, no CDN). */
export function renderReferencePage(document: OpenApiDocument): string {
  const components = (document.components?.schemas ?? {}) as Record<string, Schema>;
  const sections: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, raw] of Object.entries(item as Record<string, unknown>)) {
      const op = raw as {
        operationId?: string;
        summary?: string;
        description?: string;
        deprecated?: boolean;
        security?: Record<string, string[]>[];
        parameters?: { name: string; in: string; required?: boolean; description?: string }[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        responses: Record<
          string,
          { description: string; content?: Record<string, { schema: Schema }> }
        >;
      };
      const scopes = op.security?.flatMap((entry) => entry.oauth2 ?? []) ?? [];
      const auth =
        op.security && op.security.length > 0
          ? `Bearer token or X-Api-Key${scopes.length ? `; scope ${scopes.map((s) => `<code>${escapeHtml(s)}</code>`).join(' or ')}` : ''}`
          : 'No authentication';
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''}) ${escapeHtml(p.description ?? '')}</li>`,
        )
        .join('');
      const body = op.requestBody
        ? Object.entries(op.requestBody.content)
            .map(
              ([type, content]) =>
                `<h4>Request body <code>${escapeHtml(type)}</code></h4>${fieldTable(content.schema, components)}`,
            )
            .join('')
        : '';
      const responses = Object.entries(op.responses)
        .map(([status, response]) => {
          const schema = Object.values(response.content ?? {})[0]?.schema;
          return `<details><summary><b>${escapeHtml(status)}</b> ${escapeHtml(response.description)}</summary>${schema ? fieldTable(schema, components) : ''}</details>`;
        })
        .join('');
      sections.push(
        `<section id="${escapeHtml(op.operationId)}"><h3><span class="m ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code>${op.deprecated ? ' <span class="dep">deprecated</span>' : ''}</h3><p><b>${escapeHtml(op.summary)}</b></p><p>${escapeHtml(op.description ?? '')}</p><p class="auth">${auth}</p>${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}${body}<h4>Responses</h4>${responses}</section>`,
      );
    }
  }
  const toc = Object.entries(document.paths ?? {})
    .flatMap(([path, item]) =>
      Object.entries(item as Record<string, { operationId?: string }>).map(
        ([method, op]) =>
          `<li><a href="#${escapeHtml(op.operationId)}">${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</a></li>`,
      ),
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(document.info.title)} — API reference</title><meta name="viewport" content="width=device-width, initial-scale=1"><style>
body{font-family:system-ui,sans-serif;margin:0;display:flex;color:#1d2430}nav{width:280px;padding:1rem;background:#f4f6f8;height:100vh;overflow:auto;position:sticky;top:0;font-size:14px}nav ul{list-style:none;padding:0}nav li{margin:.3rem 0}main{flex:1;padding:1rem 2rem;max-width:1000px}section{border-top:1px solid #dde2e8;padding:.5rem 0}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #dde2e8;padding:4px 6px;text-align:left;vertical-align:top}.m{font-size:12px;padding:2px 6px;border-radius:3px;color:#fff}.get{background:#2f7d32}.post{background:#1565c0}.put,.patch{background:#8d6e00}.delete{background:#b71c1c}.req{color:#b71c1c;font-size:11px}.dep{color:#8d6e00}.auth{color:#555}code{background:#f0f2f5;padding:0 3px}
</style></head><body><nav><b>${escapeHtml(document.info.title)}</b><p>v${escapeHtml(document.info.version)} · <a href="/v1/openapi.json">openapi.json</a></p><ul>${toc}</ul></nav><main><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description)}</p>${sections.join('')}</main></body></html>`;
}
