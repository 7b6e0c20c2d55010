// The /api application: request id, services, one error envelope, then one sub-app per business area.
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { Services } from '../services';
import type { AppEnv } from './env';
import { onError, onNotFound } from './errors';
import { localizeErrors } from './localize-errors';
import { bodyLimits } from './body-limits';
import { authRoutes } from './auth.routes';
import { bannersRoutes } from './banners.routes';
import { crossSiteGuard } from './cross-site';
import { customersRoutes } from './customers.routes';
import { healthRoutes } from './health.routes';
import { consumerVoiceRoutes } from './consumer-voice.routes';
import { creditRoutes } from './credit.routes';
import { languageRoutes } from './language.routes';
import { pushRoutes } from './push.routes';
import { profileRoutes } from './profile.routes';
import { catalogRoutes } from './catalog.routes';
import { cartRoutes } from './cart.routes';
import { checkoutRoutes } from './checkout.routes';
import { imagesRoutes } from './images.routes';
import { orderListRoutes } from './order-list.routes';
import { orderPaymentsRoutes } from './order-payments.routes';
import { ordersRoutes } from './orders.routes';
import { invoicesRoutes } from './invoices.routes';
import { paymentsRoutes } from './payments.routes';
import { salesOverviewRoutes } from './sales-overview.routes';
import { retailSalesRoutes } from './retail-sales.routes';
import { framePassportRoutes } from './frame-passport.routes';
import { uploadAreaRoutes } from './upload-area.routes';
import { bonusRoutes } from './bonus.routes';
import { downloadAreaRoutes } from './download-area.routes';
import { adminUsersRoutes } from './admin-users.routes';
import { adminRolesRoutes } from './admin-roles.routes';
import { adminPermissionsRoutes } from './admin-permissions.routes';
import { thirdPartyRoutes } from './third-party.routes';
import { articleMaintenanceRoutes } from './article-maintenance.routes';
import { clickCollectRoutes } from './click-collect.routes';
import { inquiryRoutes } from './inquiry.routes';
import { announcementsRoutes } from './announcements.routes';
import { salesDocumentsRoutes } from './sales-documents.routes';
import { visitsRoutes } from './visits.routes';
import { salesAreaRoutes } from './sales-area.routes';
import { marketingMaterialRoutes } from './marketing-material.routes';
import { newsRoutes } from './news.routes';
import { adminBulkUsersRoutes } from './admin-bulk-users.routes';
import { adminAnalysisRoutes } from './admin-analysis.routes';
import { claimsRoutes } from './claims.routes';
import { pdiRoutes } from './pdi.routes';
import { publicV1Routes } from './public-v1.routes';
import { restockRoutes } from './restock.routes';
import { orderListsRoutes } from './order-lists.routes';
import { returnsRoutes } from './returns.routes';
import { preseasonRoutes } from './preseason.routes';
import { recallsRoutes } from './recalls.routes';

/** All business-area routes, relative to /api. Later areas chain `.route('/', ordersRoutes)` here. */
function createRoutes() {
  return new Hono<AppEnv>().route('/', healthRoutes).route('/', bannersRoutes).route('/', authRoutes).route('/', customersRoutes).route('/', profileRoutes)
    .route('/', languageRoutes).route('/', consumerVoiceRoutes).route('/', pushRoutes).route('/', creditRoutes)
    .route('/', ordersRoutes).route('/', orderListRoutes).route('/', orderPaymentsRoutes)
    .route('/', catalogRoutes).route('/', cartRoutes).route('/', checkoutRoutes).route('/', imagesRoutes)
    .route('/', invoicesRoutes).route('/', paymentsRoutes).route('/', salesOverviewRoutes)
    .route('/', retailSalesRoutes).route('/', framePassportRoutes).route('/', uploadAreaRoutes).route('/', bonusRoutes).route('/', downloadAreaRoutes)
    .route('/', adminUsersRoutes).route('/', adminRolesRoutes).route('/', adminPermissionsRoutes)
    .route('/', thirdPartyRoutes).route('/', articleMaintenanceRoutes).route('/', clickCollectRoutes).route('/', inquiryRoutes)
    .route('/', announcementsRoutes).route('/', salesDocumentsRoutes)
    .route('/', visitsRoutes).route('/', salesAreaRoutes)
    .route('/', marketingMaterialRoutes).route('/', newsRoutes)
    .route('/', adminBulkUsersRoutes).route('/', adminAnalysisRoutes)
    .route('/', claimsRoutes).route('/', pdiRoutes)
    .route('/', orderListsRoutes).route('/', returnsRoutes).route('/', preseasonRoutes)
    .route('/', restockRoutes).route('/', recallsRoutes);
}

/** What islands' `hc<AppType>('/api')` sees: paths relative to /api. */
export type AppType = ReturnType<typeof createRoutes>;

/** `services` may be a getter so that nothing is opened before the first request. */
export function createApp(services: Services | (() => Services)) {
  const resolve = typeof services === 'function' ? services : () => services;
  const app = new Hono<AppEnv>().basePath('/api');
  app.onError(onError);
  app.notFound(onNotFound);
  app.use(requestId());
  app.use(localizeErrors);
  app.use(bodyLimits);
  app.use(crossSiteGuard);
  app.use(async (c, next) => {
    c.set('services', resolve());
    await next();
  });
  app.route('/', createRoutes());
  // The shop systems' API: keys instead of sessions, so not part of the islands' AppType.
  app.route('/public/v1', publicV1Routes);
  return app;
}
