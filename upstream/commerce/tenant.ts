/** Tenant (shop) calls of the commerce API, mounted at /api/tenants/. */
import { Hono } from "hono";
import { ContactRequestSchema } from "../../server/upstream/contract/index.ts";
import { all, get, run, type DB } from "../db.ts";
import {
  assertSameTenant,
  fieldError,
  mediaBase,
  notFound,
  nowIso,
  optionalAuth,
  parseBody,
  publicTenant,
  queryTenantId,
  requireTenant,
} from "../http.ts";
import { message } from "../messages.ts";
import type { FeatureRow, SliderRow, TenantRow } from "../rows.ts";
import { featureJson, policiesJson, sliderJson, tenantJson } from "../serializers.ts";

export function tenantApp(db: DB): Hono {
  const app = new Hono({ strict: false });

  app.get("/lookup", (c) => {
    const raw = c.req.query("host");
    if (!raw || !raw.trim()) throw fieldError("host", "This field is required.");
    const host = raw.trim().toLowerCase().replace(/\.$/, "").replace(/:\d+$/, "");
    const t = get<TenantRow>(db, "SELECT * FROM tenants WHERE host = ?", host);
    if (!t) throw notFound();
    return c.json(tenantJson(t, mediaBase(c)));
  });

  app.get("/:id{[0-9]+}", (c) => {
    const t = requireTenant(db, c, Number(c.req.param("id")));
    return c.json(tenantJson(t, mediaBase(c)));
  });

  app.get("/feature", (c) => {
    const { tenant } = publicTenant(db, c);
    const rows = all<FeatureRow>(db, "SELECT * FROM features WHERE tenant_id = ? ORDER BY position, id", tenant.id);
    const m = mediaBase(c);
    return c.json({ results: rows.map((f) => featureJson(f, m)) });
  });

  app.get("/policies", (c) => {
    const { tenant } = publicTenant(db, c);
    return c.json(policiesJson(tenant));
  });

  app.get("/sliders", (c) => {
    const { tenant } = publicTenant(db, c);
    const m = mediaBase(c);
    const rows = all<SliderRow>(db, "SELECT * FROM sliders WHERE tenant_id = ? ORDER BY position, id", tenant.id);
    return c.json({ results: rows.map((s) => sliderJson(s, m)) });
  });

  app.get("/settings", (c) => {
    const { tenant } = publicTenant(db, c);
    return c.json({
      results: all(db, "SELECT name, value FROM settings WHERE tenant_id = ? ORDER BY name", tenant.id),
    });
  });

  app.post("/contact", async (c) => {
    const auth = optionalAuth(db, c);
    const body = await parseBody(c, ContactRequestSchema);
    const tenant = requireTenant(db, c, body.tenant);
    assertSameTenant(auth, tenant.id);
    const q = queryTenantId(c);
    if (q !== undefined && q !== tenant.id) throw fieldError("tenant", "Does not match tenantId.");
    const id = run(
      db,
      "INSERT INTO contact_messages (tenant_id, name, phone, email, subject, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      tenant.id,
      body.name,
      body.phone,
      body.email,
      body.subject,
      nowIso(),
    ).lastInsertRowid;
    return c.json({ id, detail: message(c, "messageSent") }, 201);
  });

  return app;
}
