// What every process and client needs before anything else: health, site settings, this document.
import { z } from 'zod';
import { siteConfig } from '../site';
import { defineRoute } from './defineRoute';

export const siteRoutes = {
  health: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/health',
    summary: 'Liveness: the process answers',
    auth: 'public',
    response: z.object({ ok: z.literal(true) }),
    errors: [],
  }),
  ready: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/health/ready',
    summary: 'Readiness: PostgreSQL and Redis answer too',
    auth: 'public',
    response: z.object({ postgres: z.literal(true), redis: z.literal(true) }),
    errors: ['SERVICE_UNAVAILABLE'],
  }),
  siteConfig: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/index/siteConfig',
    summary: 'Site logo, customer-service link, currency',
    auth: 'public',
    response: siteConfig,
    errors: [],
  }),
  openApi: defineRoute({
    kind: 'raw',
    method: 'GET',
    path: '/openapi.json',
    summary: 'This document, generated from the route table',
    auth: 'public',
    contentType: 'application/json',
  }),
};
