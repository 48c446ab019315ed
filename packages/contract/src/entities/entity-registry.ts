import { ApiKey, type ApiKeyInput, type ApiKeyRecord } from './api-key';
import { AuditEvent, type AuditEventInput, type AuditEventRecord } from './audit-event';
import { CompanyValue, type CompanyValueInput, type CompanyValueRecord } from './company-value';
import { FaqItem, type FaqItemInput, type FaqItemRecord } from './faq-item';
import { GlossaryTerm, type GlossaryTermInput, type GlossaryTermRecord } from './glossary-term';
import { Plan, type PlanInput, type PlanRecord } from './plan';
import {
  PlanComparisonRow,
  type PlanComparisonRowInput,
  type PlanComparisonRowRecord,
} from './plan-comparison-row';
import { SiteFigure, type SiteFigureInput, type SiteFigureRecord } from './site-figure';
import { TeamMember, type TeamMemberInput, type TeamMemberRecord } from './team-member';
import { Testimonial, type TestimonialInput, type TestimonialRecord } from './testimonial';
import { BlogPost, type BlogPostInput, type BlogPostRecord } from './blog-post';
import {
  ContactMessage,
  type ContactMessageInput,
  type ContactMessageRecord,
} from './contact-message';
import { DemoRequest, type DemoRequestInput, type DemoRequestRecord } from './demo-request';
import type { EntityDefinition } from './entity-definition';
import {
  NewsletterCampaign,
  type NewsletterCampaignInput,
  type NewsletterCampaignRecord,
} from './newsletter-campaign';
import {
  NewsletterSubscriber,
  type NewsletterSubscriberInput,
  type NewsletterSubscriberRecord,
} from './newsletter-subscriber';
import { OutboxEmail, type OutboxEmailInput, type OutboxEmailRecord } from './outbox-email';
import { Redirect, type RedirectInput, type RedirectRecord } from './redirect';
import { User, type UserInput, type UserRecord } from './user';
import { Webhook, type WebhookInput, type WebhookRecord } from './webhook';
import {
  WebhookDelivery,
  type WebhookDeliveryInput,
  type WebhookDeliveryRecord,
} from './webhook-delivery';
import {
  WaitlistSubscriber,
  type WaitlistSubscriberInput,
  type WaitlistSubscriberRecord,
} from './waitlist-subscriber';

export const ENTITIES = {
  WaitlistSubscriber,
  BlogPost,
  ContactMessage,
  DemoRequest,
  NewsletterSubscriber,
  NewsletterCampaign,
  OutboxEmail,
  User,
  Plan,
  PlanComparisonRow,
  Testimonial,
  TeamMember,
  CompanyValue,
  SiteFigure,
  FaqItem,
  AuditEvent,
  Webhook,
  WebhookDelivery,
  ApiKey,
  Redirect,
  GlossaryTerm,
} as const satisfies Record<string, EntityDefinition>;

export type EntityName = keyof typeof ENTITIES;

/** Input (what a client writes) and stored record type of each entity, derived from its schema. */
export interface EntityTypes {
  WaitlistSubscriber: { input: WaitlistSubscriberInput; record: WaitlistSubscriberRecord };
  BlogPost: { input: BlogPostInput; record: BlogPostRecord };
  ContactMessage: { input: ContactMessageInput; record: ContactMessageRecord };
  DemoRequest: { input: DemoRequestInput; record: DemoRequestRecord };
  NewsletterSubscriber: { input: NewsletterSubscriberInput; record: NewsletterSubscriberRecord };
  NewsletterCampaign: { input: NewsletterCampaignInput; record: NewsletterCampaignRecord };
  OutboxEmail: { input: OutboxEmailInput; record: OutboxEmailRecord };
  User: { input: UserInput; record: UserRecord };
  Plan: { input: PlanInput; record: PlanRecord };
  PlanComparisonRow: { input: PlanComparisonRowInput; record: PlanComparisonRowRecord };
  Testimonial: { input: TestimonialInput; record: TestimonialRecord };
  TeamMember: { input: TeamMemberInput; record: TeamMemberRecord };
  CompanyValue: { input: CompanyValueInput; record: CompanyValueRecord };
  SiteFigure: { input: SiteFigureInput; record: SiteFigureRecord };
  FaqItem: { input: FaqItemInput; record: FaqItemRecord };
  AuditEvent: { input: AuditEventInput; record: AuditEventRecord };
  Webhook: { input: WebhookInput; record: WebhookRecord };
  WebhookDelivery: { input: WebhookDeliveryInput; record: WebhookDeliveryRecord };
  ApiKey: { input: ApiKeyInput; record: ApiKeyRecord };
  Redirect: { input: RedirectInput; record: RedirectRecord };
  GlossaryTerm: { input: GlossaryTermInput; record: GlossaryTermRecord };
}

/** The records the team edits from the console's Content pages and the site's pages show. */
export const CONTENT_ENTITIES = [
  'Plan',
  'PlanComparisonRow',
  'Testimonial',
  'TeamMember',
  'CompanyValue',
  'SiteFigure',
  'FaqItem',
] as const satisfies readonly EntityName[];
export type ContentEntityName = (typeof CONTENT_ENTITIES)[number];

export function findEntity(name: string): EntityDefinition | undefined {
  return Object.hasOwn(ENTITIES, name) ? ENTITIES[name as EntityName] : undefined;
}
