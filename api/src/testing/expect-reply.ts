import type { LightMyRequestResponse } from 'fastify';

/**
 * Asserts a reply's status and JSON body in one comparison: when the status is wrong, the failure
 * also shows the body, whose message usually says why.
 */
export function expectReply(response: LightMyRequestResponse, statusCode: number, body: unknown) {
  expect({ statusCode: response.statusCode, body: response.json() }).toEqual({ statusCode, body });
}
