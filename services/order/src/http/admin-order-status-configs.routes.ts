import { Router } from 'express';
import {
  CATEGORY_ADMIN_MESSAGES,
  OrderStatusConfigRequestSchema,
  OrderStatusConfigsQuerySchema,
  type OrderStatusConfigView,
} from '@marketplace/contracts';
import { parsePathId, requireAdmin } from '@marketplace/service-kit';
import { createOrderStatusConfig } from '../app/commands/create-order-status-config';
import { deleteOrderStatusConfig } from '../app/commands/delete-order-status-config';
import { updateOrderStatusConfig } from '../app/commands/update-order-status-config';
import { listOrderStatusConfigs } from '../app/queries/list-order-status-configs';
import type { OrderStatusConfigRepository } from '../domain/order-status-config';
import { toOrderStatusConfigView } from './admin.presenters';

export interface AdminOrderStatusConfigsRoutesDeps {
  configs: OrderStatusConfigRepository;
}

const configIdParam = (raw: string | undefined) => parsePathId(raw, 'Invalid order status config id');

/** Admin spec 2 and 7, the Order Status Config tab's calls: administrators only. */
export function adminOrderStatusConfigsRoutes(deps: AdminOrderStatusConfigsRoutesDeps): Router {
  const router = Router();

  router.get('/api/admin/order-status-configs', async (req, res) => {
    requireAdmin(req);
    const { categoryId } = OrderStatusConfigsQuerySchema.parse(req.query);
    const configs = await listOrderStatusConfigs(deps, { categoryId });
    res
      .set('cache-control', 'no-store')
      .json(configs.map(toOrderStatusConfigView) satisfies OrderStatusConfigView[]);
  });

  router.post('/api/admin/order-status-configs', async (req, res) => {
    requireAdmin(req);
    const fields = OrderStatusConfigRequestSchema.parse(req.body);
    const config = await createOrderStatusConfig(deps, { fields });
    res.status(201).json(toOrderStatusConfigView(config));
  });

  router.put('/api/admin/order-status-configs/:id', async (req, res) => {
    requireAdmin(req);
    const id = configIdParam(req.params.id);
    const fields = OrderStatusConfigRequestSchema.parse(req.body);
    res.json(toOrderStatusConfigView(await updateOrderStatusConfig(deps, { id, fields })));
  });

  router.delete('/api/admin/order-status-configs/:id', async (req, res) => {
    requireAdmin(req);
    await deleteOrderStatusConfig(deps, { id: configIdParam(req.params.id) });
    res.json({ message: CATEGORY_ADMIN_MESSAGES.orderStatusConfigDeleted });
  });

  return router;
}
