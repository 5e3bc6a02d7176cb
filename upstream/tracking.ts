/**
 * Tracking API, mounted at /tracking/ (TRACKING_API_URL = <origin>/tracking/).
 */
import { Hono } from "hono";
import { TrackingServicesUpdateRequestSchema, VisitorReportRequestSchema } from "../server/upstream/contract.ts";
import { all, get, run, type DB } from "./db.ts";
import { nowIso, parseBody, requireTenant } from "./http.ts";

export interface TrackingOptions {
  devEndpoints: boolean;
}

function reportJson(r: Record<string, unknown>) {
  return {
    id: r.id,
    tenant_id: r.tenant_id,
    page: r.page,
    source_website: r.source_website,
    ip: r.ip,
    reference: r.reference,
    created_at: r.created_at,
  };
}

export function trackingApp(db: DB, opts: TrackingOptions): Hono {
  const app = new Hono({ strict: false });
  const services = { contact: true, visitor: true };

  app.get("/identity/services/:id", (c) => c.json({ contact: { active: services.contact }, visitor: { active: services.visitor } }));

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
    return c.json(reportJson(get(db, "SELECT * FROM visitor_reports WHERE id = ?", id) ?? {}), 201);
  });

  if (opts.devEndpoints) {
    // DEVELOPMENT ONLY: read stored reports; switch services on/off.
    app.get("/reports", (c) => {
      const tenant = requireTenant(db, c);
      return c.json({ results: all(db, "SELECT * FROM visitor_reports WHERE tenant_id = ? ORDER BY id DESC", tenant.id).map(reportJson) });
    });
    app.post("/dev/services", async (c) => {
      const body = await parseBody(c, TrackingServicesUpdateRequestSchema);
      if (body.contact !== undefined) services.contact = body.contact;
      if (body.visitor !== undefined) services.visitor = body.visitor;
      return c.json({ contact: { active: services.contact }, visitor: { active: services.visitor } });
    });
  }
  return app;
}
