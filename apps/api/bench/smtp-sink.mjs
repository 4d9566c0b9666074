// A local SMTP server for bench/mail.ts, in its own process so the sender's CPU is measured alone. It
// accepts every message, counts connections and messages, and answers the parent over IPC:
// { cmd: 'count' } → { connections, messages, cpuMs }.
import { SMTPServer } from 'smtp-server';

let connections = 0;
let messages = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onConnect(_session, callback) {
    connections++;
    callback();
  },
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      messages++;
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }));
process.on('message', (m) => {
  if (m.cmd === 'count') {
    const { user, system } = process.cpuUsage();
    process.send({ connections, messages, cpuMs: (user + system) / 1000 });
  } else if (m.cmd === 'stop') server.close(() => process.exit(0));
});
