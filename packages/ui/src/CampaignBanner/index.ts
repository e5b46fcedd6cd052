export { CampaignBanner, type CampaignBannerProps } from './CampaignBanner';
