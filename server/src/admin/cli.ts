import { runAdminCommand } from './admin-commands.ts';

/** `npm run admin -- <command>`: the back office's tool for operators (see admin-commands.ts). */
runAdminCommand(process.argv.slice(2), process.env).then((code) => {
  process.exitCode = code;
});
