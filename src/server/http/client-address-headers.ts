// Headers through which a proxy tells who the client is, or that it forwarded the request. Known
// by a rule rather than a list of today's names: `X-Forwarded-*`, `Forwarded`, `Via`, and every
// `…-IP` header the CDNs and load balancers invent (`X-Real-IP`, `X-Client-IP`, `True-Client-IP`,
// `CF-Connecting-IP`, `Fastly-Client-IP`, `CF-Pseudo-IPv4`, …).
const CLIENT_ADDRESS = /forwarded|^via$|-ipv?[46]?$|clientip|socketip|remote-addr|external-address/;

/** Whether the header (any case) speaks of the client's address or of a hop in between. */
export function isClientAddressHeader(name: string): boolean {
  return CLIENT_ADDRESS.test(name.toLowerCase());
}
