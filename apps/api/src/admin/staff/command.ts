import { Refusal } from '../../services/refusal';
import { CLI_ACTOR } from '../audit/log';
import { isRole, type StaffStore } from './store';

/** What `npm run staff` asks for, run by the server (session/index.ts's endpoint) or by the CLI itself (no server). */
export async function runStaffCommand(staff: StaffStore, command: { action: 'add' | 'reset'; email: string; role?: string | undefined }) {
  if (command.action === 'add') {
    if (!isRole(command.role)) throw new Refusal(400, 'Indica el rol: --role admin o --role staff.');
    const { link, created } = await staff.add(command.email, command.role, CLI_ACTOR);
    return { link, created };
  }
  const member = (await staff.list()).find((row) => row.email === command.email.trim().toLowerCase());
  if (!member) throw new Refusal(404, 'No existe esa cuenta.');
  return { link: (await staff.reset(member.id, CLI_ACTOR))!, created: false };
}
