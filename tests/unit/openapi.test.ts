/**
 * The OpenAPI document is generated from the call table (docs/api.md#openapi): the checked-in docs/openapi.json and
 * the call index in docs/api.md must be what the table makes today, and the document must be valid OpenAPI 3.1.
 */
import fs from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { CALLS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { apiDocsFile, apiDocument, openApiFile, renderApiDocs, renderOpenApi } from '../../scripts/lib/openapi-docs.mjs';

describe('the OpenAPI document', () => {
  it('docs/openapi.json and the call index of docs/api.md are current (run `npm run docs:api` after changing a call)', async () => {
    expect(fs.readFileSync(openApiFile, 'utf8')).toBe(await renderOpenApi());
    expect(fs.readFileSync(apiDocsFile, 'utf8')).toBe(await renderApiDocs());
  });

  it('is valid OpenAPI 3.1, every reference resolving', async () => {
    await expect(SwaggerParser.validate(structuredClone(apiDocument()) as never)).resolves.toBeTruthy();
  });

  it('has one operation per call, at its method and path, with its security and its body and reply schemas', () => {
    const doc = apiDocument() as any;
    const operations = Object.entries(doc.paths).flatMap(([route, ops]: [string, any]) =>
      Object.entries(ops).map(([method, op]: [string, any]) => ({ route, method, op })),
    );
    expect(operations.map((o) => o.op.operationId).sort()).toEqual(Object.keys(CALLS).sort());
    for (const { route, method, op } of operations) {
      const call = CALLS[op.operationId as keyof typeof CALLS];
      expect(`${method.toUpperCase()} ${route}`).toBe(`${call.method} ${call.path.replace(/:(\w+)/g, '{$1}')}`);
      expect(Boolean(op.requestBody), op.operationId).toBe('request' in call);
      expect(op.security.length === 0, op.operationId).toBe(call.access === 'public');
    }
    // A body's rules reach the document: the bookmark toggle needs its product.
    const edit = doc.components.schemas.bookmarkEditRequest;
    expect(edit.required).toEqual(['productPk']);
    // A shared reply is one component, referenced by every call that answers it, and its cards are one component.
    const data = (route: string) => doc.paths[route].post.responses['200'].content['application/json'].schema.properties.data.$ref;
    expect(data('/api/meeting/productList')).toBe(data('/api/user/bookmark/list'));
    expect(JSON.stringify(doc.components.schemas.productListReply)).toContain('#/components/schemas/ProductCard');
  });
});
