import { renderDocsPage } from './docs-page';
import { buildOpenApiDocument } from './openapi-document';

describe('renderDocsPage', () => {
  it('writes what the document says as text, never as markup', () => {
    const document = buildOpenApiDocument();
    document.paths['/api/states']!.get!.summary = '<script>alert(1)</script> & more';
    const html = renderDocsPage(document);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(html).not.toContain('<script');
  });

  it("lists a body's fields with their types and rules, each escaped once", () => {
    const html = renderDocsPage(buildOpenApiDocument());
    const addressRequest = html.slice(html.indexOf('id="schema-AddressRequest"'));
    expect(addressRequest).toMatch(
      /<td><code>cityId<\/code><\/td><td>integer \| null<\/td><td>no<\/td><td>&gt; 0; ≤ 2147483647<\/td>/,
    );
    expect(html).not.toContain('&amp;gt;');
  });

  it('groups the calls by owning service, each with its method and path', () => {
    const html = renderDocsPage(buildOpenApiDocument());
    const order = html.slice(html.indexOf('id="tag-order"'), html.indexOf('id="tag-webhook"'));
    expect(order).toContain(
      '<span class="method post">POST</span> <code>/api/orders/{orderId}/cancel</code>',
    );
    expect(order).not.toContain('<code>/api/webhook</code>');
  });

  it("answers an operation's shared refusals in one row of links to the Errors section, which says each once", () => {
    const html = renderDocsPage(buildOpenApiDocument());
    const cancel = html.slice(html.indexOf('id="postOrdersByOrderIdCancel"'));
    const responses = cancel.slice(cancel.indexOf('<h4>Responses</h4>'), cancel.indexOf('</article>'));
    expect(responses).toContain('<a href="#error-404"><code>404</code></a>');
    expect(responses).not.toContain('Nothing at this path');
    const errors = html.slice(html.indexOf('id="errors"'), html.indexOf('id="schemas"'));
    expect(errors.match(/Nothing at this path/g)).toHaveLength(1);
    expect(errors).toContain('<code id="error-404">404</code>');
  });
});
