CREATE TABLE "permission_approvers" (
	"permission_id" text NOT NULL,
	"level" integer NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "permission_approvers_permission_id_level_user_id_pk" PRIMARY KEY("permission_id","level","user_id"),
	CONSTRAINT "permission_approvers_level" CHECK ("permission_approvers"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "permission_request_steps" (
	"request_id" text NOT NULL,
	"level" integer NOT NULL,
	"approver_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"acted_at" timestamp with time zone,
	CONSTRAINT "permission_request_steps_request_id_level_pk" PRIMARY KEY("request_id","level"),
	CONSTRAINT "permission_request_steps_level" CHECK ("permission_request_steps"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "permission_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"permission_id" text NOT NULL,
	"requester_id" text NOT NULL,
	"reason" text NOT NULL,
	"priority" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"constant" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permissions_name_unique" UNIQUE("name"),
	CONSTRAINT "permissions_constant_unique" UNIQUE("constant")
);
--> statement-breakpoint
CREATE TABLE "user_permissions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"permission_id" text NOT NULL,
	"granted_by" text,
	"request_id" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_permissions_unique" UNIQUE("user_id","permission_id")
);
--> statement-breakpoint
ALTER TABLE "permission_approvers" ADD CONSTRAINT "permission_approvers_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_approvers" ADD CONSTRAINT "permission_approvers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_request_steps" ADD CONSTRAINT "permission_request_steps_request_id_permission_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."permission_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_request_steps" ADD CONSTRAINT "permission_request_steps_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_requests" ADD CONSTRAINT "permission_requests_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_requests" ADD CONSTRAINT "permission_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "permission_request_steps_approver_idx" ON "permission_request_steps" USING btree ("approver_id");--> statement-breakpoint
CREATE INDEX "permission_requests_requester_idx" ON "permission_requests" USING btree ("requester_id");--> statement-breakpoint
CREATE UNIQUE INDEX "permission_requests_one_pending" ON "permission_requests" USING btree ("requester_id","permission_id") WHERE "permission_requests"."status" = 'pending';