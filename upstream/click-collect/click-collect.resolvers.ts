// Root resolvers of the click-and-collect section of the SDL.
import type { UpstreamContext } from '../db/client';
import { toR3 } from '../ledger/lookup';
import type { RootResolvers } from '../resolvers';
import { ccOrder, listCcOrders, moveCcOrder, submitShipments } from './click-collect.repo';

type Cust = { custCode: string };

export const clickCollectQueries: RootResolvers = {
  clickCollectOrders: async (args: Cust & { status?: string[] | null }, ctx: UpstreamContext) => listCcOrders(ctx.db, await toR3(ctx.db, args.custCode), args.status),
  clickCollectOrder: async (args: Cust & { orderId: string }, ctx: UpstreamContext) => ccOrder(ctx.db, await toR3(ctx.db, args.custCode), args.orderId),
};

export const clickCollectMutations: RootResolvers = {
  clickCollectUpdateStatus: async (args: Cust & { orderId: string; status: string }, ctx: UpstreamContext) =>
    moveCcOrder(ctx.db, await toR3(ctx.db, args.custCode), args.orderId, args.status),
  clickCollectUpdateShipments: async (args: Cust & { orderId: string; shipment: { detailId: string; shipment: string }[] }, ctx: UpstreamContext) =>
    submitShipments(ctx.db, await toR3(ctx.db, args.custCode), args.orderId, args.shipment),
};
