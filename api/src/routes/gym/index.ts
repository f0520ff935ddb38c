import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../domain/activity';
import { gymDetails, saveGymDetails } from '../../domain/gym';
import {
  GymDetailsInput,
  GymDetailsReply,
  GymDetailsSaved,
  GymName,
  GymSetup,
} from '../../schemas';
import { gymSetup } from './gym-setup';

export interface GymRoutesOptions {
  /** GYM_NAME: the name until Settings saves one. */
  defaultName: string;
}

/**
 * docs/product/settings-and-search.md §18: the gym's name, address and phone, read by every account, changed with
 * `gym.edit`; and how far a new gym is set up (docs/product/dashboard.md §15).
 */
const gymRoutes: FastifyPluginAsyncTypebox<GymRoutesOptions> = async (app, options) => {
  const details = () => gymDetails(app.db, options.defaultName);

  // The login page names the gym before anyone signs in; the name is on every invoice anyway.
  app.get(
    '/members/gym_name',
    {
      config: { audience: 'public', scope: 'chain', permission: 'public' },
      schema: { response: { 200: GymName } },
    },
    async () => ({ status: 'success' as const, name: (await details()).name }),
  );

  app.get(
    '/members/gym_details',
    {
      config: { audience: 'staff', scope: 'chain', permission: 'signed-in' },
      schema: { response: { 200: GymDetailsReply } },
    },
    async () => ({ status: 'success' as const, gym: await details() }),
  );

  // The dashboard's set-up checklist (docs/product/dashboard.md §15). Every account reads it: the
  // screen shows each account the steps it may take, and nothing to one that may take none.
  app.get(
    '/gym/setup',
    {
      config: { audience: 'staff', scope: 'chain', permission: 'signed-in' },
      schema: { response: { 200: GymSetup } },
    },
    async () => ({ status: 'success' as const, ...(await gymSetup(app.db)) }),
  );

  app.post(
    '/members/gym_details',
    {
      config: {
        example: { json: { name: 'Example Gym', address: '', phone: '' } },
        audience: 'staff',
        scope: 'branch',
        permission: 'gym.edit',
        // Branch 1 takes the details while it follows the gym (domain/gym.ts).
        records: ['gym.edited', 'branch.edited'],
      },
      schema: { body: GymDetailsInput, response: { 200: GymDetailsSaved } },
    },
    async (request) => {
      const { name, address, phone } = request.body;
      const gym = await saveGymDetails(
        app.db,
        actorOf(request),
        { name: name.trim(), address: address.trim(), phone },
        options.defaultName,
        new Date().toISOString(),
      );
      return { status: 'success' as const, message: 'Gym details updated successfully!', gym };
    },
  );
};

export default fp(gymRoutes, { name: 'gym-routes', encapsulate: true });
