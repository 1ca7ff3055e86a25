import { CALLS, type CallAccess, type CallName } from './calls.js';
import {
  assetSchema,
  commonCodeSchema,
  countrySchema,
  exhibitionSchema,
  keyVisualSchema,
  mediaNewsSchema,
  partnerSchema,
  pictureIndexSchema,
  productCardSchema,
  productCategorySchema,
  productDetailSchema,
} from './content.js';
import { meetingItemSchema } from './meetings.js';
import { z } from './zod.js';

/**
 * The API as an OpenAPI 3.1 document, generated from the call table (docs/api.md#openapi): one operation per call,
 * its body and its reply's `data` as JSON Schema (zod's own conversion), who may call it as security requirements,
 * and the one error envelope every call shares. Served at /api/openapi.json and checked in as docs/openapi.json;
 * a test fails when the file and the table drift apart.
 */

type Json = Record<string, unknown>;

/** The headers a caller sends (docs/api.md): the language, and the member's two tokens. */
const SECURITY_SCHEMES = {
  accessToken: { type: 'apiKey', in: 'header', name: 'X-ACCESS-TOKEN', description: "A member's access token (sign-in)." },
  sessionToken: { type: 'apiKey', in: 'header', name: 'X-SESSION-TOKEN', description: "The member's live session in this tab." },
  adminToken: { type: 'http', scheme: 'bearer', description: 'An admin-panel token (staff).' },
};

/** Who may call, as OpenAPI security requirements (any one of the listed sets suffices; `{}` is "no token"). */
const SECURITY: Record<CallAccess, Json[]> = {
  public: [],
  viewer: [{}, { accessToken: [], sessionToken: [] }],
  member: [{ accessToken: [], sessionToken: [] }],
  accessToken: [{ accessToken: [] }],
  staff: [{ adminToken: [] }],
};

const ACCESS_TEXT: Record<CallAccess, string> = {
  public: 'anyone',
  viewer: 'anyone; member tokens add bookmarks and VIP items',
  member: 'members (access and session tokens)',
  accessToken: 'members with an access token, before a session',
  staff: 'staff (admin panel)',
};

/** The schemas several calls share, named once under components.schemas and referenced from the calls. */
const SHARED = {
  Asset: assetSchema,
  CommonCode: commonCodeSchema,
  Country: countrySchema,
  Exhibition: exhibitionSchema,
  KeyVisual: keyVisualSchema,
  MediaNews: mediaNewsSchema,
  MeetingItem: meetingItemSchema,
  Partner: partnerSchema,
  Pictures: pictureIndexSchema,
  ProductCard: productCardSchema,
  ProductCategory: productCategorySchema,
  ProductDetail: productDetailSchema,
};

type Io = 'input' | 'output';
/** A call's schema's name among the components: `<call>Request` or `<call>Reply`. */
const schemaId = (name: CallName, io: Io) => `${name}${io === 'input' ? 'Request' : 'Reply'}`;

/** Every schema of one direction under its component name: the shared ones, then each call's own. */
function registryOf(io: Io) {
  const registry = z.registry<{ id: string }>();
  const suffix = io === 'input' ? 'Input' : '';
  for (const [id, schema] of Object.entries(SHARED)) registry.add(schema as z.ZodType, { id: `${id}${suffix}` });
  for (const name of Object.keys(CALLS) as CallName[]) {
    const call = CALLS[name];
    const schema = io === 'input' ? ('request' in call ? call.request : undefined) : call.reply;
    // Two calls with one schema (the category lists) share the first call's name.
    if (schema && !registry.has(schema)) registry.add(schema, { id: schemaId(name, io) });
  }
  return registry;
}
// Built on the first document asked for, not when a browser bundle imports the package.
let registries: Record<Io, ReturnType<typeof registryOf>> | undefined;
const registry = (io: Io) => (registries ??= { input: registryOf('input'), output: registryOf('output') })[io];

/**
 * zod to JSON Schema for the whole table at once, so a shared schema is written once and referenced: requests as
 * the caller writes them (before defaults), replies as the server sends them. A shared schema's body variant
 * (`ProductCardInput`) is kept only where some body uses it.
 */
function components(): Record<string, Json> {
  const all: Record<string, Json> = {};
  for (const io of ['input', 'output'] as const) {
    const { schemas } = z.toJSONSchema(registry(io), {
      io,
      unrepresentable: 'any',
      target: 'draft-2020-12',
      uri: (id) => `#/components/schemas/${id}`,
    }) as unknown as { schemas: Record<string, Json> };
    for (const [id, schema] of Object.entries(schemas)) {
      const { $schema: _, $id: __, id: ___, ...rest } = schema;
      all[id] = rest;
    }
  }
  for (let pruned = true; pruned;) {
    const used = JSON.stringify(all);
    const unused = Object.keys(SHARED)
      .map((id) => `${id}Input`)
      .filter((id) => id in all && !used.includes(`/${id}"`));
    for (const id of unused) delete all[id];
    pruned = unused.length > 0;
  }
  return all;
}

/** The reference to a request or reply schema's component. */
const ref = (schema: z.ZodType, io: Io): Json => ({ $ref: `#/components/schemas/${registry(io).get(schema)!.id}` });

const errorsRef = { $ref: '#/components/schemas/Errors' };
const ERROR_STATUSES: Record<string, string> = {
  '400': 'an unreadable body',
  '401': 'no valid token',
  '403': 'not allowed for this caller',
  '404': 'the record a field names does not exist',
  '422': 'invalid input, per field',
  '423': 'no live session (member calls)',
  '429': 'too many calls; Retry-After says when to try again',
};

function operation(name: CallName): Json {
  const call = CALLS[name];
  const request = 'request' in call ? (call.request as z.ZodType) : undefined;
  const parameters: Json[] = [
    ...[...call.path.matchAll(/:(\w+)/g)].map(([, param]) => ({ name: param, in: 'path', required: true, schema: { type: 'string' } })),
    { $ref: '#/components/parameters/SiteLang' },
  ];
  const ok = call.reply
    ? {
        description: 'the call succeeded',
        content: {
          'application/json': { schema: { type: 'object', properties: { data: ref(call.reply, 'output') }, required: ['data'] } },
        },
      }
    : { description: 'the file or event stream', content: { 'application/octet-stream': { schema: {} } } };
  const errors = Object.fromEntries(
    Object.keys(ERROR_STATUSES)
      .filter((status) => call.access !== 'public' || !['401', '403', '423'].includes(status))
      .map((status) => [status, { $ref: `#/components/responses/Error${status}` }]),
  );
  return {
    operationId: name,
    summary: `${call.method} ${call.path} (${ACCESS_TEXT[call.access]})`,
    security: SECURITY[call.access],
    parameters,
    ...(request
      ? {
          requestBody: {
            required: true,
            content: { [name === 'assetUpload' ? 'multipart/form-data' : 'application/json']: { schema: ref(request, 'input') } },
          },
        }
      : {}),
    responses: { '200': ok, ...errors },
  };
}

/** The OpenAPI 3.1 document of every call in the table, in the table's order. */
export function openApiDocument(version: string): Json {
  const paths: Record<string, Json> = {};
  for (const name of Object.keys(CALLS) as CallName[]) {
    const call = CALLS[name];
    const path = call.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(name) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Partner portal API',
      version,
      description: 'Every call the site, the islands and the operators make, generated from packages/domain/src/calls.ts.',
    },
    paths,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      parameters: {
        SiteLang: {
          name: 'X-SITE-LANG',
          in: 'header',
          required: false,
          description: 'The language of content and messages (English when absent or unknown).',
          schema: { type: 'string', enum: ['ENG', 'KOR', 'CHN', 'JPN'] },
        },
      },
      responses: Object.fromEntries(
        Object.entries(ERROR_STATUSES).map(([status, description]) => [
          `Error${status}`,
          { description, content: { 'application/json': { schema: errorsRef } } },
        ]),
      ),
      schemas: {
        ...components(),
        Errors: {
          type: 'object',
          description: "Messages per field, in the request's language; `_` for the request as a whole.",
          properties: { errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
          required: ['errors'],
        },
      },
    },
  };
}
