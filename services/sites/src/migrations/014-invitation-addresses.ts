import type { Migration } from '@atlas/service-kit';

/**
 * Issue 41: an invitation is for its address. `any_address` is the inviter's choice to let any account
 * accept the link; otherwise only the account with the invited e-mail can.
 */
export const invitationAddresses: Migration = {
  name: '014_invitation_addresses',
  async up(knex, { schema }) {
    await knex.raw('alter table ??.invitations add column any_address boolean not null default false', [schema]);
  },
  async down(knex, { schema }) {
    await knex.raw('alter table ??.invitations drop column any_address', [schema]);
  },
};
