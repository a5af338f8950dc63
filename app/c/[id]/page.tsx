import { ChatApp } from "@/components/app/chat-app";

// One conversation. The app reads the id from the address, so this page and / render the same tree.
export default function ConversationPage() {
  return <ChatApp />;
}
