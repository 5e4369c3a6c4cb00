import type { FastifyInstance } from 'fastify';

/** Reads a public answer of the API (as a visitor without a session gets it), or null when it is not a 200. */
export type PublicAnswer = (call: string) => Promise<unknown>;

/**
 * A reader of the API's public answers for one page: the preload hints and the link preview of a page
 * ask for the same answers, which are read once.
 */
export function publicAnswers(app: FastifyInstance): PublicAnswer {
  const read = new Map<string, Promise<unknown>>();
  return (call) => {
    let answer = read.get(call);
    if (!answer) {
      answer = app
        .inject({ method: 'GET', url: call, headers: { accept: 'application/json' } })
        .then((response) => (response.statusCode === 200 ? response.json() : null));
      read.set(call, answer);
    }
    return answer;
  };
}
