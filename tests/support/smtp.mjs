// A real SMTP server for the tests and the reliability scripts (smtp-server, the server half of nodemailer's
// project): it listens on a port of its own, keeps every message it accepted, and can go down and come back on the
// same port, as an SMTP relay does in an outage.
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/**
 * @typedef {{ messageId: string, to: string[], subject: string, text: string, at: number }} ReceivedMail
 */

/**
 * An SMTP server on `port` (plain, no authentication: a relay on the private network). Starts down; `up()` starts
 * listening, `down()` closes the port (connections are refused, as with a stopped relay).
 * @param {number} port
 */
export function smtpServer(port) {
  /** @type {ReceivedMail[]} */
  const received = [];
  /** @type {SMTPServer | undefined} */
  let server;
  return {
    port,
    received,
    /** Every message to an address, in arrival order. */
    to: (/** @type {string} */ address) => received.filter((m) => m.to.includes(address.toLowerCase())),
    async up() {
      if (server) return;
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          simpleParser(stream)
            .then((parsed) => {
              received.push({
                messageId: parsed.messageId ?? '',
                to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                at: Date.now(),
              });
              callback();
            })
            .catch(callback);
        },
      });
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve(undefined));
      });
    },
    async down() {
      if (!server) return;
      const closing = server;
      server = undefined;
      await new Promise((resolve) => closing.close(() => resolve(undefined)));
    },
  };
}
