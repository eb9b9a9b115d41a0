/**
 * The bench's reference: a bare Fastify POST route that parses a JSON body and answers 204,
 * in its own process like the project's server. Prints its URL, then serves until killed.
 */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.post("/bare", async (_request, reply) => reply.code(204).send());
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
if (address === null || typeof address !== "object") throw new Error("No address");
console.log(`http://127.0.0.1:${address.port}/bare`);
