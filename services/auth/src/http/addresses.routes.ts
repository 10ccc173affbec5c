import { Router } from 'express';
import { AddressRequestSchema, type Address } from '@marketplace/contracts';
import { noStore, parsePathId, requireUser } from '@marketplace/service-kit';
import { addAddress, type AddressCommandDeps } from '../app/commands/add-address';
import { deleteAddress } from '../app/commands/delete-address';
import { updateAddress } from '../app/commands/update-address';
import { listAddresses } from '../app/queries/list-addresses';
import { toAddressView } from '../domain/address';

const addressIdParam = (raw: string | undefined) => parsePathId(raw, 'Invalid address id');

export type AddressesRoutesDeps = AddressCommandDeps;

/** Customer spec 7: the resident's saved addresses. Every call reads and changes only their own. */
export function addressesRoutes(deps: AddressesRoutesDeps): Router {
  const router = Router();

  router.get('/api/user/addresses', noStore, async (req, res) => {
    const user = requireUser(req);
    res.json((await listAddresses(deps, user.id)).map(toAddressView) satisfies Address[]);
  });

  router.post('/api/user/addresses', noStore, async (req, res) => {
    const user = requireUser(req);
    const request = AddressRequestSchema.parse(req.body ?? {});
    res
      .status(201)
      .json(toAddressView(await addAddress(deps, { userId: user.id, request })) satisfies Address);
  });

  router.put('/api/user/addresses/:id', noStore, async (req, res) => {
    const user = requireUser(req);
    const id = addressIdParam(req.params.id);
    const request = AddressRequestSchema.parse(req.body ?? {});
    res.json(
      toAddressView(await updateAddress(deps, { userId: user.id, addressId: id, request })) satisfies Address,
    );
  });

  router.delete('/api/user/addresses/:id', noStore, async (req, res) => {
    const user = requireUser(req);
    await deleteAddress(deps, { userId: user.id, addressId: addressIdParam(req.params.id) });
    res.status(204).end();
  });

  return router;
}
