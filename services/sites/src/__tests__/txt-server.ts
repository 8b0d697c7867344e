import { createServer, Packet } from 'dns2';

/**
 * A real DNS server on 127.0.0.1 (UDP, and TCP for answers too long for a datagram) answering TXT questions from a table the test edits: a name in
 * the table answers its records (each an array of chunks), `failing` names answer SERVFAIL, anything
 * else NXDOMAIN. What the sites service's resolver asks is what a DNS host would be asked.
 */
export async function startTxtServer(port: number) {
  const records = new Map<string, string[][]>();
  const failing = new Set<string>();
  const asked: string[] = [];
  const server = createServer({
    udp: true,
    tcp: true,
    handle(request, send) {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = question.name.toLowerCase();
      asked.push(name);
      if (failing.has(name)) response.header.rcode = 2;
      else if (!records.has(name)) response.header.rcode = 3;
      else if (question.type === Packet.TYPE.TXT) {
        for (const data of records.get(name)!) response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 1, data }));
      }
      void send(response);
    },
  });
  await server.listen({ udp: { port, address: '127.0.0.1' }, tcp: { port, address: '127.0.0.1' } });
  return {
    records,
    failing,
    asked,
    /** The TXT records of `name`, replacing what it had; none removes the name (NXDOMAIN). */
    publish(name: string, ...texts: (string | string[])[]) {
      if (texts.length === 0) records.delete(name);
      else
        records.set(
          name,
          texts.map((text) => (Array.isArray(text) ? text : [text])),
        );
    },
    close: () => server.close(),
  };
}
