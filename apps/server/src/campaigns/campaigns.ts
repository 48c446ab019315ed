// The entry module of campaigns/: what the composition root uses of it.
export { registerClickRoute } from './clicks/click-route';
export { registerCampaignMailRoutes } from './email/campaign-mail-routes';
export { pauseSendingCampaigns } from './records/campaign-restore';
export { registerCampaignRoutes } from './records/campaign-routes';
export { CampaignService } from './records/campaign-service';
