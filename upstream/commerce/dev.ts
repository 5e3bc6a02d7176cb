/**
 * DEVELOPMENT ONLY calls of the commerce API, mounted at /api/dev/ when the upstream serves
 * development endpoints: they stand in for a mail server and a shop's inbox in tests.
 */
import { Hono } from "hono";
import { all, type DB } from "../db.ts";
import { fieldError, queryTenantId, requireTenant } from "../http.ts";
import type { MailboxRow } from "../rows.ts";
import { contactMessageJson, mailboxEntryJson, type Json } from "../serializers.ts";

export function devApp(db: DB): Hono {
  const app = new Hono({ strict: false });
  // DEVELOPMENT ONLY: stands in for a real mail server so tests can read reset codes.
  app.get("/mailbox", (c) => {
    const email = c.req.query("email");
    if (!email) throw fieldError("email", "This field is required.");
    const tenant = queryTenantId(c);
    const rows = all<MailboxRow>(
      db,
      `SELECT to_email, subject, code, created_at FROM mailbox WHERE to_email = ? COLLATE NOCASE
       ${tenant === undefined ? "" : "AND tenant_id = ?"} ORDER BY id DESC`,
      ...(tenant === undefined ? [email] : [email, tenant]),
    );
    return c.json({ results: rows.map(mailboxEntryJson) });
  });
  // DEVELOPMENT ONLY: messages sent through tenants/contact/.
  app.get("/contact-messages", (c) => {
    const tenant = requireTenant(db, c);
    const rows = all<Json>(db, "SELECT * FROM contact_messages WHERE tenant_id = ? ORDER BY id DESC", tenant.id);
    return c.json({ results: rows.map(contactMessageJson) });
  });
  return app;
}
