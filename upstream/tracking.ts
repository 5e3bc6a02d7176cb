/**
 * Tracking API, mounted at /tracking/ (TRACKING_API_URL = <origin>/tracking/).
 */
import { Hono } from "hono";
import { TrackingServicesUpdateRequestSchema, VisitorReportRequestSchema } from "../server/upstream/contract/index.ts";
import { all, get, run, type DB } from "./db.ts";
import { nowIso, parseBody, queryTenantId, requireTenant } from "./http.ts";
import { visitorReportJson } from "./serializers.ts";

export interface TrackingOptions {
  devEndpoints: boolean;
}

type Services = { contact: boolean; visitor: boolean };

export function trackingApp(db: DB, opts: TrackingOptions): Hono {
  const app = new Hono({ strict: false });
  // The switches for every shop, and the ones a shop overrides (dev/services/ with a tenant).
  const services: Services = { contact: true, visitor: true };
  const tenantServices = new Map<number, Partial<Services>>();
  const servicesFor = (tenantId: number | undefined) => {
    const effective = { ...services, ...(tenantId === undefined ? {} : tenantServices.get(tenantId)) };
    return { contact: { active: effective.contact }, visitor: { active: effective.visitor } };
  };

  // An optional tenant_id (tenantId, tenant) asks for that shop's switches; without one, the shared ones.
  app.get("/identity/services/:id", (c) => c.json(servicesFor(queryTenantId(c))));

  app.post("/create-report", async (c) => {
    const tenant = requireTenant(db, c);
    const body = await parseBody(c, VisitorReportRequestSchema);
    const id = run(
      db,
      "INSERT INTO visitor_reports (tenant_id, page, source_website, ip, reference, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      tenant.id,
      body.page,
      body.source_website,
      body.ip,
      body.reference,
      nowIso(),
    ).lastInsertRowid;
    return c.json(visitorReportJson(get(db, "SELECT * FROM visitor_reports WHERE id = ?", id) ?? {}), 201);
  });

  if (opts.devEndpoints) {
    // DEVELOPMENT ONLY: read stored reports; switch services on/off.
    app.get("/reports", (c) => {
      const tenant = requireTenant(db, c);
      return c.json({
        results: all(db, "SELECT * FROM visitor_reports WHERE tenant_id = ? ORDER BY id DESC", tenant.id).map(
          visitorReportJson,
        ),
      });
    });
    // With a tenant, only that shop's switches change (so tests in parallel do not see each other's).
    app.post("/dev/services", async (c) => {
      const body = await parseBody(c, TrackingServicesUpdateRequestSchema);
      const target: Partial<Services> =
        body.tenant === undefined ? services : { ...tenantServices.get(requireTenant(db, c, body.tenant).id) };
      if (body.contact !== undefined) target.contact = body.contact;
      if (body.visitor !== undefined) target.visitor = body.visitor;
      if (body.tenant !== undefined) tenantServices.set(body.tenant, target);
      return c.json(servicesFor(body.tenant));
    });
  }
  return app;
}
