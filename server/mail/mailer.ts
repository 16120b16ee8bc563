import nodemailer from 'nodemailer';

export type Mailer = { send(message: { to: string; subject: string; text: string; html?: string }): Promise<void> };

/** Email through the SMTP server of `SMTP_URL` (e.g. smtps://user:pass@smtp.example.com), when set. */
export function createMailer(smtp: { url: string; from: string } | undefined): Mailer | undefined {
  if (!smtp) return undefined;
  const transport = nodemailer.createTransport(smtp.url);
  return {
    async send(message) {
      await transport.sendMail({ from: smtp.from, ...message });
    },
  };
}
